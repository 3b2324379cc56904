#!/usr/bin/env node
// The hcw command's entry point: plain JavaScript so the Node version check runs before anything else loads.
import '../adapters/runtime/check-node.js';

await import('reflect-metadata');
const { main } = await import('../dist/server/cli/main.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/server')) {
    console.error('The CLI is not built yet: run "npm run build" (npm install does it for you).');
    process.exit(1);
  }
  throw error;
});
await main();
