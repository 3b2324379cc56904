// The built product server (adapters/http/start-server.js), started as scripts/bench/web.mjs and
// test/support/server-process.ts start it: the measured process is the child itself, so its pid is
// the one whose memory is read.
import { spawn } from 'node:child_process';
import { captureOutput, freePort, NODE, repoRoot, stopChild, waitForOk } from './processes.mjs';

/** The first answer counts as "started": the featured venues read the database, unlike a static file. */
export const READY_PATH = '/api/venues/featured';

/**
 * Starts the product with `env` on top of this process's environment and resolves once it answers
 * 200; `startMs` is the time from spawn to that answer.
 */
export async function startProduct(env) {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(NODE, ['adapters/http/start-server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    const readyAt = await waitForOk(child, url + READY_PATH, output);
    return { url, pid: child.pid, startMs: readyAt - spawnedAt, output, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
