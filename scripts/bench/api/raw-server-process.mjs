// raw-server.mjs as a child process: it must not share an event loop with autocannon.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { captureOutput, freePort, NODE, repoRoot, stopChild, waitForOk } from './processes.mjs';
import { READY_PATH } from './product-server.mjs';

export async function startRaw(databaseUrl) {
  const port = await freePort();
  const child = spawn(NODE, [path.join(import.meta.dirname, 'raw-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(child, url + READY_PATH, output);
    return { url, pid: child.pid, output, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
