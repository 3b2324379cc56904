// Child processes of the benchmark: the Node that runs the product, free ports, waiting for a first
// answer, reading a process's resident memory, and stopping a child by its own pid.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

// The product checks for Node 24 (the devDependency); `npm run` puts it first on PATH, but a bare
// `node scripts/bench/api/run.mjs` may be an older system Node, so the servers get the local one.
const localNode = path.join(repoRoot, 'node_modules/.bin/node');
export const NODE = fs.existsSync(localNode) ? localNode : process.execPath;

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200 and returns when it did (performance.now()). Rejects when the
 * child exits first or after `timeoutMs`, with what the child printed.
 */
export async function waitForOk(child, url, output, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (performance.now() < deadline) {
    if (exited !== null) throw new Error(`${url}: the server exited with ${exited}:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url}: no 200 in ${timeoutMs / 1000} s:\n${output()}`);
}

/** Keeps the last 20 kB a child printed, for the error when it fails to start. */
export function captureOutput(child) {
  let text = '';
  const keep = (chunk) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/** Resident set size of a live process in MiB (VmRSS in /proc/<pid>/status), or NaN. */
export function rssMiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** SIGTERM to this child (by its pid), SIGKILL after 10 s; resolves when it has exited. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
