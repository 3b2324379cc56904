import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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

/** The real server (the built app, started by adapters/http/start-server.js) with its own data directory. */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-server-'));
  // PORT=0: the system gives the server a free port as it listens, and the server names it. A port
  // found free beforehand could be taken by any outgoing connection during the start (EADDRINUSE).
  const child: ChildProcess = spawn(process.execPath, ['adapters/http/start-server.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let port = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Hill Country Weddings on http:\/\/localhost:(\d+) /.exec(output);
      if (listening) {
        port = Number(listening[1]);
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
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
