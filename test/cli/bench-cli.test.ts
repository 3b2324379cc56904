import { afterAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_SCENARIOS } from '../../adapters/runtime/search-benchmark.js';
import { runCli } from '../support/run-cli.js';
import { SEARCH_COUNT_LIMIT } from '../../domain/venues/venue-search.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw db seed --synthetic', () => {
  it('adds generated venues to the catalogue', async () => {
    const run = await runCli(['db', 'seed', '--synthetic', '600'], env);
    expect(run.stdout).toMatch(/Added 600 synthetic venues .*; 600 venues in all \(\d+\.\d s\)\./);
    const again = await runCli(['db', 'seed', '--synthetic', '400'], env);
    expect(again.stdout).toMatch(/1000 venues in all \(/);
  });

  it('stays quiet in a pipe, and draws a progress bar on stderr on a terminal', async () => {
    const piped = await runCli(['db', 'seed', '--synthetic', '200'], env);
    expect(piped.stderr).toBe('');
    const tty = { out: process.stdout.isTTY, err: process.stderr.isTTY };
    process.stdout.isTTY = true;
    process.stderr.isTTY = true;
    try {
      const terminal = await runCli(['db', 'seed', '--synthetic', '4000'], env);
      expect(terminal.exitCode).toBe(0);
      expect(terminal.stderr).toMatch(/Adding venues \[[^\]]*\] 100% \| 4000\/4000/);
      expect(terminal.stdout).toMatch(/Added 4000 synthetic venues .*; 5200 venues in all \(\d+\.\d s\)\./);
    } finally {
      process.stdout.isTTY = tty.out;
      process.stderr.isTTY = tty.err;
    }
  });

  it('refuses a count that is not a whole number', async () => {
    const run = await runCli(['db', 'seed', '--synthetic', 'lots'], env);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/whole number/);
  });
});

describe('hcw bench search', () => {
  it('prints timings, match counts and the plan of every typical search', async () => {
    const run = await runCli(['bench', 'search', '--time', '50', '--json'], env);
    expect(run.exitCode).toBe(0);
    const figures = JSON.parse(run.stdout) as { name: string; total: number; moreThanTotal: boolean; meanMs: number; plan: { indexes: string[] } }[];
    expect(figures.map((f) => f.name)).toEqual(SEARCH_SCENARIOS.map((s) => s.name));
    // 5,200 venues fit the unfiltered search: the count stops at the limit and says there are more.
    expect(figures[0]).toMatchObject({ total: SEARCH_COUNT_LIMIT, moreThanTotal: true });
    for (const f of figures) expect(f.meanMs).toBeGreaterThan(0);
  });
});
