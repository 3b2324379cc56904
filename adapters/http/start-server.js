#!/usr/bin/env node
// The server's entry point: plain JavaScript so the Node version check runs before anything else loads.
import '../runtime/check-node.js';
import v8 from 'node:v8';

// Memory over peak speed: under 50 connections the default young generation and growth let the
// process reach 500 MB and keep it; these hold it under 200 MB for about a fifth fewer requests a
// second (README, Speed). HCW_V8_DEFAULTS=1 leaves V8's defaults.
if (process.env.HCW_V8_DEFAULTS !== '1') {
  v8.setFlagsFromString('--optimize-for-size');
  v8.setFlagsFromString('--max-semi-space-size=8');
}

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
