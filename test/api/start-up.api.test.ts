import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { shouldSeedDemoData } from '../../adapters/persistence/database-config.js';
import { processStartTime } from '../../adapters/persistence/data-dir-lock.js';
import { runCli } from '../support/run-cli.js';
import { runServerUntilReadyOrExit, startServer } from '../support/server-process.js';
import { onServer } from '../support/test-database.js';

// A start that cannot go well stops at once, says what to do, and leaves nothing behind.
// These run the built server (npm run build:server); the DATABASE_URL cases need the
// PostgreSQL server that TEST_DATABASE_URL points at.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-start-up-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let spot = 0;
/** A DATA_DIR path that does not exist yet. */
const freshDataDir = () => path.join(scratch, `data-${++spot}`);

async function occupiedPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('starting the server', () => {
  it('stops before creating anything when the port is taken, and says how to choose another', async () => {
    const taken = await occupiedPort();
    const dataDir = freshDataDir();
    try {
      const run = await runServerUntilReadyOrExit({ PORT: String(taken.port), DATA_DIR: dataDir });
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain(`Port ${taken.port} on 127.0.0.1 is already in use`);
      expect(run.output).toMatch(/PORT=\d+ npm start/);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await taken.close();
    }
  });

  it('refuses a DATA_DIR it cannot write, naming it and what to do instead', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('cannot hold the embedded database');
    expect(run.output).toContain('DATA_DIR=./data');
    expect(fs.readFileSync(file, 'utf8')).toBe('not a directory');
  });

  (process.getuid?.() === 0 ? it.skip : it)('refuses a read-only DATA_DIR (skipped as root, who may write anywhere)', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { mode: 0o555 });
    const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: dataDir });
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/not writable \(EACCES\)/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a DATA_DIR under /proc, which keeps nothing', async () => {
    const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: '/proc/hcw-data' });
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('DATA_DIR /proc/hcw-data is under /proc');
    expect(run.output).toContain('Point DATA_DIR at a directory on disk');
  });

  it.each([
    ['an old lock holding only a pid', '1'],
    ['a lock whose process started at another time', JSON.stringify({ pid: 1, startTime: '1' })],
  ])('refuses %s that names a live process other than the server, and says to delete it', async (_case, lock) => {
    expect(processStartTime(1)).not.toBe('1'); // pid 1 started at boot, not one tick after
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'server.pid'), lock);
    const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: dataDir });
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('naming process 1, which is running but is not the Hill Country Weddings server');
    expect(run.output).toContain(`delete ${path.join(dataDir, 'server.pid')} and start again`);
    expect(fs.readdirSync(dataDir)).toEqual(['server.pid']);
  });

  it("keeps an idle keep-alive connection open past Node's 5 s, so a client reusing it is not reset", async () => {
    const server = await startServer({ SEED_DEMO_DATA: 'false' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}/api/auth/me`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      await expect(get()).resolves.toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await expect(get()).resolves.toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  it("runs with its heap flags, and glibc's malloc set to hand freed memory back", async () => {
    const server = await startServer({ SEED_DEMO_DATA: 'false' });
    try {
      const fields = (file: string) => fs.readFileSync(`/proc/${server.pid}/${file}`, 'utf8').split('\0');
      // Embedded, PGlite's WebAssembly is never compiled again by TurboFan.
      expect(fields('cmdline')).toEqual(expect.arrayContaining(['--max-semi-space-size=8', '--heap-growing-percent=20', '--expose-gc', '--liftoff-only']));
      // glibc reads the setting at exec and may cut the variable short after its first tunable.
      expect(fields('environ').find((field) => field.startsWith('GLIBC_TUNABLES='))).toMatch(/^GLIBC_TUNABLES=glibc\.malloc\.trim_threshold=65536\b/);
    } finally {
      await server.stop();
    }
  });

  it('peaks under 350 MiB while it starts on a new directory and seeds the demo data', async () => {
    // It had peaked at 750 MiB: TurboFan compiling one of PGlite's functions (start-server.js), and the demo
    // accounts' two scrypt hashes at 128 MiB each (scrypt-password-hasher.ts). About 260 now.
    const server = await startServer({});
    try {
      await fetch(`${server.url}/api/venues/featured`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const peakKiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
      expect(peakKiB / 1024).toBeLessThan(350);
    } finally {
      await server.stop();
    }
  });

  it('is built as ASCII only, so V8 holds its source at one byte a character', () => {
    const built = path.resolve(import.meta.dirname, '../../dist/server/adapters/http');
    const files = ['server.bundle.js', ...fs.readdirSync(path.join(built, 'server-chunks')).map((name) => path.join('server-chunks', name))];
    const beyondAscii = files.filter((file) => /[^\x00-\x7f]/.test(fs.readFileSync(path.join(built, file), 'utf8')));
    expect(files.length).toBeGreaterThan(1);
    expect(beyondAscii).toEqual([]);
  });

  it('still refuses, as in use, a DATA_DIR a running server holds', async () => {
    const server = await startServer({ SEED_DEMO_DATA: 'false' });
    try {
      const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: server.dataDir });
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain(`is in use by a running server`);
    } finally {
      await server.stop();
    }
  });
});

describe('the hcw command', () => {
  it('refuses the same DATA_DIR the server would, with CLI.DATA_DIR_UNUSABLE', async () => {
    const run = await runCli(['db', 'migrate'], { DATA_DIR: '/proc/hcw-data', DATABASE_URL: undefined });
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/^Error \[CLI\.DATA_DIR_UNUSABLE\]: DATA_DIR \/proc\/hcw-data is under \/proc/);
  });
});

describe('shouldSeedDemoData', () => {
  it('seeds the embedded database by default and a PostgreSQL server only when told to', () => {
    expect(shouldSeedDemoData({ kind: 'embedded', dataDir: '/srv/hcw' }, {})).toBe(true);
    expect(shouldSeedDemoData({ kind: 'server', url: 'postgres://db/hcw' }, {})).toBe(false);
    expect(shouldSeedDemoData({ kind: 'server', url: 'postgres://db/hcw' }, { SEED_DEMO_DATA: 'true' })).toBe(true);
    expect(shouldSeedDemoData({ kind: 'embedded', dataDir: '/srv/hcw' }, { SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(() => shouldSeedDemoData({ kind: 'embedded', dataDir: '/srv/hcw' }, { SEED_DEMO_DATA: 'yes please' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });
});

(onServer ? describe : describe.skip)('DATABASE_URL naming a database that does not exist', () => {
  const name = `hcw_start_up_${process.pid}`;
  const serverUrl = (database: string) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  let admin: MikroORM;
  const exists = async () => (await admin.em.getConnection().execute('select 1 from pg_database where datname = ?', [name])).length > 0;

  beforeAll(async () => {
    admin = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: serverUrl('postgres'), ensureDatabase: false, entities: [], discovery: { warnWhenNoEntities: false } });
    await admin.em.getConnection().execute(`drop database if exists ${name}`);
  });
  afterAll(async () => {
    await admin.em.getConnection().execute(`drop database if exists ${name} with (force)`);
    await admin.close(true);
  });

  it('stops the server with a message naming hcw db create, and creates no database', async () => {
    const run = await runServerUntilReadyOrExit({ PORT: '0', DATA_DIR: freshDataDir(), DATABASE_URL: serverUrl(name) });
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`The database "${name}" does not exist`);
    expect(run.output).toContain('hcw db create');
    expect(await exists()).toBe(false);
  });

  it('stops the CLI the same way, with its code (exit 3: the database cannot be reached)', async () => {
    const run = await runCli(['db', 'migrate'], { DATABASE_URL: serverUrl(name) });
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/^Error \[CLI\.DATABASE_MISSING\]: The database/);
    expect(await exists()).toBe(false);
  });

  it('hcw db create makes it on purpose; the server then starts on it, without the demo data', async () => {
    const created = await runCli(['db', 'create'], { DATABASE_URL: serverUrl(name) });
    expect(created.exitCode).toBe(0);
    expect(created.stdout).toMatch(/Created PostgreSQL server .*\/hcw_start_up_\d+\./);
    expect(created.stdout).toMatch(/Applied \d+ migrations/);
    expect((await runCli(['db', 'create'], { DATABASE_URL: serverUrl(name) })).stdout).toContain('already exists; left as it is');

    const server = await startServer({ DATABASE_URL: serverUrl(name) });
    try {
      expect(server.output()).not.toContain('Seeded');
      // No WebAssembly on a PostgreSQL server: the embedded database's compile setting is left out.
      const cmdline = fs.readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain('--expose-gc');
      expect(cmdline).not.toContain('--liftoff-only');
      expect(await (await fetch(`${server.url}/api/venues/featured`)).json()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
