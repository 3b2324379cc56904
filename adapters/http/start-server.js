#!/usr/bin/env node
// The server's entry point: plain JavaScript so the Node version check runs before anything else loads.
import '../runtime/check-node.js';
import module from 'node:module';

// V8 keeps the compiled code of the server's modules on disk (in the OS temp directory), so a start
// after the first parses less.
module.enableCompileCache?.();

// Memory and speed: V8's default heap grows to 500 MB under 50 connections and keeps it, and
// --optimize-for-size (which held it near 200 MB) tripled the CPU a search costs. A smaller young
// generation and a slower-growing old one hold it near 250 MB at V8's speed (README, Speed). V8
// sizes its heap as the process starts, so the server starts itself again with the flags: same
// process, same id (process.execve). --expose-gc lets the server collect once it goes quiet after
// load (adapters/runtime/collect-garbage-when-quiet.ts). HCW_V8_DEFAULTS=1 leaves V8's defaults
// (and glibc's, below).
const SERVER_V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20', '--expose-gc'];
// glibc's malloc, read at exec (ignored elsewhere): it raises its trim threshold as large blocks
// come and go (up to 64 MB) and so kept what V8's compilers, PGlite's start and a 100,000-venue
// seed had freed. Returning free memory above 64 KiB and one arena took the embedded server's peak
// from 551 to 411 MiB and the server's from 287 to 274, at the same speed (README, Speed). A
// GLIBC_TUNABLES of one's own comes after, so its settings win.
const SERVER_MALLOC_TUNABLES = 'glibc.malloc.trim_threshold=65536:glibc.malloc.arena_max=1';
// Embedded (no DATABASE_URL), PGlite's WebAssembly runs as V8's baseline compiler (Liftoff) makes it,
// never compiled again by TurboFan: TurboFan took 604 MB of memory for 0.4 s to compile one of
// PGlite's functions, a few hundred milliseconds into every start, so a server that then sat at 230
// MiB peaked at 750 (VmHWM), and its compiles ran beside the start on the machine's two cores. Without
// them a start on an empty directory peaked at 412 MiB (about 260 since passwords hash in 32 MiB) and
// answers sooner (2.65 -> 2.28 s, medians of five alternating), and a 100,000-venue seed takes longer
// (6.7 -> 9.1 s): README, Speed.
// Blocks of 32 KiB and more are mapped on their own (returned when freed): alone, that took a
// 100,000-venue seed's malloc heap from 79 to 37 MiB (README, Speed). The server on PostgreSQL runs
// no WebAssembly: it keeps glibc's own threshold, with which it was measured.
const EMBEDDED_V8_FLAGS = ['--liftoff-only'];
const EMBEDDED_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=32768';
const embedded = !process.env.DATABASE_URL?.trim(); // databaseTargetFromEnv's own test, before anything loads
const v8Flags = embedded ? [...SERVER_V8_FLAGS, ...EMBEDDED_V8_FLAGS] : SERVER_V8_FLAGS;
const flagsMissing = v8Flags.some((flag) => !process.execArgv.includes(flag));
if (process.env.HCW_V8_DEFAULTS !== '1' && flagsMissing && typeof process.execve === 'function') {
  const malloc = embedded ? `${SERVER_MALLOC_TUNABLES}:${EMBEDDED_MALLOC_TUNABLES}` : SERVER_MALLOC_TUNABLES;
  const GLIBC_TUNABLES = [malloc, process.env.GLIBC_TUNABLES].filter(Boolean).join(':');
  process.execve(process.execPath, [process.execPath, ...v8Flags, ...process.execArgv, process.argv[1], ...process.argv.slice(2)], { ...process.env, GLIBC_TUNABLES });
}

await import('reflect-metadata');
// The server as one bundled file (scripts/build/server-bundle.config.mjs): a third of the import time.
const { main } = await import('../../dist/server/adapters/http/server.bundle.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/server')) {
    console.error('The server is not built yet: run "npm run build" (npm install does it for you).');
    process.exit(1);
  }
  throw error;
});
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
