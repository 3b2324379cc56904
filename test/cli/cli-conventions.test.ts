import { afterAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { runCli } from '../support/run-cli.js';
import { onServer } from '../support/test-database.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-conventions-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw --version and --help', () => {
  it('prints the version from package.json, and exits 0', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    const run = await runCli(['--version'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  });

  it('documents the exit codes and the JSON error shape', async () => {
    const run = await runCli(['--help'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/Exit codes:\n\s+0\s+done\n\s+1\s+refused by a rule, or not found/);
    expect(run.stdout).toMatch(/2\s+bad input/);
    expect(run.stdout).toMatch(/3\s+cannot reach the database/);
    expect(run.stdout).toContain('{"error":{"code":...,"message":...}}');
  });

  it.each([
    ['db'], ['db', 'create'], ['db', 'migrate'], ['db', 'status'], ['db', 'seed'],
    ['users', 'list'], ['users', 'show'], ['users', 'disable'], ['users', 'enable'], ['users', 'reset-password'], ['users', 'unthrottle'],
    ['venues', 'list'], ['venues', 'show'], ['venues', 'approve'], ['venues', 'reject'], ['venues', 'unpublish'], ['venues', 'export'], ['venues', 'import'],
    ['bookings', 'list'], ['bookings', 'show'], ['bookings', 'confirm'], ['bookings', 'cancel'], ['bookings', 'complete'], ['bookings', 'mark-paid'],
    ['inquiries', 'list'], ['inquiries', 'show'], ['mail', 'list'], ['mail', 'show'], ['mail', 'retry'], ['jobs', 'list'], ['jobs', 'retry'], ['bench', 'search'],
  ])('hcw %s %s --help shows an example and --json', async (...args) => {
    const run = await runCli([...args.filter(Boolean), '--help'], env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/Example:\n {2}(\S+=\S+ )?hcw /);
    if (args.length > 1) expect(run.stdout).toContain('--json');
  });
});

describe('bad input', () => {
  it('exits 2 for an unknown option, with commander\'s message and the help', async () => {
    const run = await runCli(['venues', 'list', '--colour', 'red'], env);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/unknown option '--colour'/);
  });

  it('reports a usage error as JSON under --json, code CLI.USAGE', async () => {
    const run = await runCli(['venues', 'list', '--limit', 'ten', '--json'], env);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    const body = JSON.parse(run.stderr);
    expect(body).toEqual({ error: { code: 'CLI.USAGE', message: expect.stringMatching(/--limit.*whole number/) } });
  });

  it('exits 2 for a missing subcommand', async () => {
    const run = await runCli(['users'], env);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/Usage: hcw users/);
  });

  it('exits 2 for a missing argument and for a file that cannot be read', async () => {
    expect((await runCli(['bookings', 'show'], env)).exitCode).toBe(2);
    const run = await runCli(['venues', 'import', path.join(dataDir, 'no-such-file.json'), '--json'], env);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stderr).error).toMatchObject({ code: 'CLI.FILE_UNREADABLE', message: expect.stringContaining('ENOENT') });
  });

  it('exits 2 for a DATABASE_URL that is not a postgres:// URL', async () => {
    const run = await runCli(['venues', 'list'], { DATABASE_URL: 'mysql://localhost/hcw' });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^Error \[CLI.USAGE\]: DATABASE_URL must be a postgres:\/\/ URL/);
  });
});

describe('a database that cannot be reached', () => {
  it('prints one clear line and exits 3, with no stack', async () => {
    const run = await runCli(['venues', 'list'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hcw_nowhere', DATA_DIR: undefined });
    expect(run.exitCode).toBe(3);
    // (Only the CLI's own lines: jest may print a previous file's late log lines on stderr too.)
    const lines = run.stderr.split('\n').filter((line) => /^(Error|Unexpected|\s+at )/.test(line) && !line.includes('node_modules'));
    expect(lines).toEqual([expect.stringMatching(/^Error \[CLI.DATABASE_UNREACHABLE\]: Cannot reach the PostgreSQL server 127.0.0.1:1 .*ECONNREFUSED/)]);
  });

  it('says so as JSON under --json', async () => {
    const run = await runCli(['users', 'list', '--json'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hcw_nowhere', DATA_DIR: undefined });
    expect(run.exitCode).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('{"error":{"code":"CLI.DATABASE_UNREACHABLE","message":"Cannot reach the PostgreSQL server 127.0.0.1:1');
  });
});

// Needs the PostgreSQL server TEST_DATABASE_URL points at (npm run test:pg).
(onServer ? describe : describe.skip)('a DATABASE_URL naming a database the server does not have', () => {
  it('prints one line and exits 3, and creates nothing (only hcw db create does)', async () => {
    const missing = new URL(process.env.TEST_DATABASE_URL!);
    const name = `hcw_typo_${process.pid}_${Date.now()}`;
    missing.pathname = `/${name}`;
    const run = await runCli(['users', 'list', '--json'], { DATABASE_URL: missing.toString(), DATA_DIR: undefined });
    expect(run.exitCode).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`{"error":{"code":"CLI.DATABASE_MISSING","message":"The database \\"${name}\\" does not exist`);
    const maintenance = new URL(process.env.TEST_DATABASE_URL!);
    maintenance.pathname = '/postgres';
    const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: maintenance.toString(), entities: [], discovery: { warnWhenNoEntities: false }, ensureDatabase: false });
    try {
      expect(await orm.em.getConnection().execute('select 1 from pg_database where datname = ?', [name])).toEqual([]);
    } finally {
      await orm.close(true);
    }
  });
});
