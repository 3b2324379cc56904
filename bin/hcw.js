#!/usr/bin/env node
import './check-node.js';

await import('reflect-metadata');
const { main } = await import('../dist/server/cli/main.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND') {
    console.error('The CLI is not built yet: run "npm run build" (npm install does it for you).');
    process.exit(1);
  }
  throw error;
});
await main();
