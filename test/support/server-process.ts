import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (start-server.js restarts itself in place, so it stays the same). */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, a clean stop; the data directory is removed unless kept for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** SIGKILL, as a crash would: nothing is cleaned up, the data directory stays. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port is only free when asked: any outgoing connection of the machine (Chromium's, a
 * database client's) may take it in the second or two the server needs to start and listen. A start
 * refused for that is tried again on another port, a few times.
 */
const PORT_ATTEMPTS = 3;
const portTaken = (output: string) => /EADDRINUSE|already in use/.test(output);

/** The real server (the built app, started by adapters/http/start-server.js) on a free port with its own data directory. */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-server-'));
    try {
      return await startServerOnce(env, dataDir);
    } catch (error) {
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (attempt >= PORT_ATTEMPTS || !(error instanceof ServerExited) || !portTaken(error.output)) throw error;
    }
  }
}

class ServerExited extends Error {
  constructor(
    code: number | null,
    readonly output: string,
  ) {
    super(`server exited with ${code}:\n${output}`);
  }
}

async function startServerOnce(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['adapters/http/start-server.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new ServerExited(code, output));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    kill: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    stop: async ({ keepData = false } = {}) => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerRun {
  /** The exit code, or null when the server started (it was then stopped). */
  exitCode: number | null;
  started: boolean;
  output: string;
}

/**
 * Starts the built server and waits for it to refuse (exit) or to listen; a server that starts is
 * stopped at once. For start-up checks: `env` replaces what startServer would set (PORT, DATA_DIR ...).
 */
export async function runServerUntilReadyOrExit(env: Record<string, string>): Promise<ServerRun> {
  const child: ChildProcess = spawn(process.execPath, ['adapters/http/start-server.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (!started && output.includes('Hill Country Weddings on http://localhost:')) {
      started = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  // 'close' rather than 'exit': by then everything the server printed has been read.
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  clearTimeout(timer);
  return { exitCode: started ? null : exitCode, started, output };
}
