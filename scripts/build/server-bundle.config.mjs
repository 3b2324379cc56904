// The web server as one file (dist/server/adapters/http/server.bundle.js), built from tsc's output
// by `npm run build:server`. Node resolves, reads and links each module of an unbundled start
// apart: the server's 3,400 files (625 of its own, the rest NestJS, rxjs, MikroORM, kysely,
// class-validator, the OpenAPI module's 540) took 1.4-2.0 s to import on a 2-core machine, the
// bundle 0.4 s (README, Speed). The CLI and the benchmarks still import the unbundled files.
import fs from 'node:fs';
import { defineConfig } from 'rolldown';

const OUT_DIR = 'dist/server/adapters/http';
const CHUNKS = 'server-chunks';

/**
 * Left to Node at run time: packages that read their own files beside their code (PGlite's
 * WebAssembly, sharp's native module, pdfkit's font metrics, the API docs' page assets), and the
 * NestJS transports this app does not install (their imports are tried and skipped). None of them
 * imports a bundled package, so no package is loaded twice.
 */
const EXTERNAL = [/^@electric-sql\/pglite(\/|$)/, /^sharp$/, /^pdfkit(\/|$)/, /^swagger-ui-dist(\/|$)/, /^@nestjs\/(microservices|websockets)(\/|$)/, /^@fastify\/static$/];

// Chunks are named without a hash, so a build replaces them; the folder is emptied first so a
// chunk no longer built is not left behind.
fs.rmSync(`${OUT_DIR}/${CHUNKS}`, { recursive: true, force: true });

/**
 * V8 keeps each module's source text for as long as the server runs, at two bytes a character as
 * soon as the file holds one character beyond ASCII: the bundle's 7.5 MB took 14.7 MB of heap, and a
 * dash in a comment was enough (README, Speed). `charset: 'ascii'` escapes them in the code; this
 * escapes the ones it leaves in comments, where an escape is only text.
 */
const asciiOnly = {
  name: 'ascii-only',
  renderChunk: (code) => code.replace(/[^\x00-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`),
};

export default defineConfig({
  input: `${OUT_DIR}/main.js`,
  platform: 'node',
  external: EXTERNAL,
  logLevel: 'warn',
  plugins: [asciiOnly],
  output: {
    dir: OUT_DIR,
    format: 'esm',
    entryFileNames: 'server.bundle.js',
    // Lazily imported code (PGlite's driver, mail rendering, PDF export) stays in chunks of its own.
    chunkFileNames: `${CHUNKS}/[name].js`,
    // MikroORM and NestJS name entities, modules and providers by their class names.
    keepNames: true,
    // One byte a character for V8 (asciiOnly, above); without the documentation comments the
    // bundle is 6.9 MB instead of 7.8.
    charset: 'ascii',
    comments: { legal: true, annotation: true, jsdoc: false },
  },
});
