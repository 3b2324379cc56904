import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../support/run-cli.js';
import { processStartTime } from '../../adapters/persistence/data-dir-lock.js';

// The CLI against an embedded data directory of its own (the server-backed run sets
// DATABASE_URL through TEST_DATABASE_URL, which this file does not need).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw db', () => {
  it('migrates a new data directory, then reports it up to date', async () => {
    const first = await runCli(['db', 'migrate'], env);
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toMatch(/Applied Migration20261121Initial/);
    const second = await runCli(['db', 'migrate'], env);
    expect(second.stdout).toMatch(/already up to date/);
  });

  it('seeds the demo catalogue once, and leaves it alone the second time', async () => {
    const first = await runCli(['db', 'seed'], env);
    expect(first.stdout).toMatch(/Seeded \d+ venues and \d+ vendors/);
    const second = await runCli(['db', 'seed'], env);
    expect(second.stdout).toMatch(/already has data; nothing seeded/);
  });
});

describe('hcw venues list', () => {
  it('prints a table of venues with a count', async () => {
    const run = await runCli(['venues', 'list', '--limit', '5'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^id\s+name\s+city/m);
    expect(run.stdout).toMatch(/5 of \d+ venues\./);
  });

  it('prints JSON for scripts, filtered by status', async () => {
    const run = await runCli(['venues', 'list', '--status', 'published', '--json'], env);
    const parsed = JSON.parse(run.stdout);
    expect(parsed.total).toBeGreaterThanOrEqual(40);
    expect(parsed.venues.every((v: { status: string }) => v.status === 'published')).toBe(true);
  });

  it('says so when no venue has the status asked for', async () => {
    const run = await runCli(['venues', 'list', '--status', 'review'], env);
    expect(run.stdout).toMatch(/No venues found/);
  });

  it('refuses an unknown status with a non-zero exit', async () => {
    const run = await runCli(['venues', 'list', '--status', 'archived'], env);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/archived/);
  });
});

describe('a data directory held by a running server', () => {
  let holder: ChildProcess;

  beforeAll(() => {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    // The lock a server writes: its pid and when it started, which tells it apart from a reused pid.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), JSON.stringify({ pid: holder.pid, startTime: processStartTime(holder.pid!) }));
  });
  afterAll(() => {
    holder.kill();
    fs.rmSync(path.join(dataDir, 'server.pid'), { force: true });
  });

  it('is not opened: the command goes to the holder, and one that does not answer is reported (exit 3)', async () => {
    const run = await runCli(['db', 'seed'], env);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/^Error \[CLI.SERVER_UNREACHABLE\]: A server or another hcw command \(pid \d+\) holds .*, but no admin socket answers at .*admin\.sock/);
  });
});
