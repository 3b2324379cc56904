#!/usr/bin/env node
// The server's entry point: plain JavaScript so the Node version check runs before anything else loads.
import '../runtime/check-node.js';
import module from 'node:module';
import v8 from 'node:v8';

// V8 keeps the compiled code of the server's modules on disk (in the OS temp directory), so a start
// after the first parses less.
module.enableCompileCache?.();

// Memory over peak speed: under 50 connections V8's default heap growth lets the process reach
// 500 MB and keep it; --optimize-for-size holds it near 200 MB (README, Speed). It has to be set
// before the start: set after, the heap the start grew stays. (A smaller young generation, tried
// with it, saved nothing more and cost throughput.) HCW_V8_DEFAULTS=1 leaves V8's defaults.
if (process.env.HCW_V8_DEFAULTS !== '1') v8.setFlagsFromString('--optimize-for-size');

await import('reflect-metadata');
const { main } = await import('../../dist/server/adapters/http/main.js').catch((error) => {
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
