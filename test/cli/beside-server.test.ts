import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { runCli } from '../support/run-cli.js';
import { startServer, type RunningServer } from '../support/server-process.js';

// Each command opens the embedded data directory afresh (seconds each on a busy 2-core machine).
jest.setTimeout(180_000);

// The built server (npm run build:server) on an embedded DATA_DIR, and hcw run beside it on the
// same directory: every command goes through the server's admin socket, never opening the
// directory a second time, and the server sees each change at once.
let server: RunningServer;
let env: Record<string, string | undefined>;
let cookie = '';

async function api(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${pathname}`, { ...init, headers: { 'content-type': 'application/json', 'X-HCW-CSRF': '1', cookie, ...(init.headers ?? {}) } });
}

beforeAll(async () => {
  server = await startServer();
  env = { DATA_DIR: server.dataDir, DATABASE_URL: undefined };
  const signIn = await api('/api/auth/sign-in', { method: 'POST', body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }) });
  expect(signIn.status).toBe(200);
  cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('hcw beside a running server on the same DATA_DIR', () => {
  it('keeps its admin socket to this user alone', () => {
    const mode = fs.statSync(path.join(server.dataDir, 'admin.sock')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('lists venues and users through the server', async () => {
    const venues = await runCli(['venues', 'list', '--limit', '3', '--json'], env);
    expect(venues.exitCode).toBe(0);
    expect(JSON.parse(venues.stdout).venues).toHaveLength(3);
    const users = await runCli(['users', 'list', '--json'], env);
    expect(users.exitCode).toBe(0);
    expect(JSON.parse(users.stdout).users.map((u: { email: string }) => u.email)).toContain(DEMO_OWNER.email);
  });

  it('confirms a booking, and the server\'s API shows it confirmed at once', async () => {
    const pending = (await (await api('/api/bookings?status=pending')).json()) as { id: string }[];
    expect(pending.length).toBeGreaterThan(0);
    const run = await runCli(['bookings', 'confirm', pending[0].id], env);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/is now confirmed/);
    const after = (await (await api('/api/bookings')).json()) as { id: string; status: string }[];
    expect(after.find((b) => b.id === pending[0].id)?.status).toBe('confirmed');
    // A refusal comes back with the domain's code, as it would without the server.
    const again = await runCli(['bookings', 'confirm', pending[0].id, '--json'], env);
    expect(again.exitCode).toBe(1);
    expect(JSON.parse(again.stderr).error.code).toBe('BOOKING.INVALID_TRANSITION');
  });

  it('exits with the documented codes as a real process (1 refused, 2 bad input)', () => {
    const cwd = path.resolve(import.meta.dirname, '../..');
    const hcw = (...args: string[]) => spawnSync(process.execPath, ['cli/hcw.js', ...args], { cwd, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 60_000 });
    const unknown = hcw('bookings', 'show', '00000000-0000-4000-8000-000000000000', '--json');
    expect(unknown.status).toBe(1);
    expect(JSON.parse(unknown.stderr)).toEqual({ error: { code: 'BOOKING.NOT_FOUND', message: 'Booking not found' } });
    const bad = hcw('venues', 'list', '--limit', '0');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--limit/);
    // 3: the database cannot be reached; one line, no stack, nothing created.
    const unreachable = spawnSync(process.execPath, ['cli/hcw.js', 'users', 'list'], {
      cwd,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hcw_nowhere' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(unreachable.status).toBe(3);
    expect(unreachable.stderr).toMatch(/^Error \[CLI.DATABASE_UNREACHABLE\]: Cannot reach the PostgreSQL server 127\.0\.0\.1:1 named in DATABASE_URL \(ECONNREFUSED\)[^\n]*\n$/);
    // The server still holds the directory and answers.
    expect(JSON.parse(fs.readFileSync(path.join(server.dataDir, 'server.pid'), 'utf8')).pid).not.toBe(process.pid);
  });
});
