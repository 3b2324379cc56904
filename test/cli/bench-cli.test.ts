import { afterAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_SCENARIOS } from '../../adapters/runtime/search-benchmark.js';
import { runCli } from '../support/run-cli.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-bench-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw db seed --synthetic', () => {
  it('adds generated venues to the catalogue', async () => {
    const run = await runCli(['db', 'seed', '--synthetic', '600'], env);
    expect(run.stdout).toMatch(/Added 600 synthetic venues .*; 600 venues in all\./);
    const again = await runCli(['db', 'seed', '--synthetic', '400'], env);
    expect(again.stdout).toMatch(/1000 venues in all/);
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
    const figures = JSON.parse(run.stdout) as { name: string; total: number; meanMs: number; plan: { indexes: string[] } }[];
    expect(figures.map((f) => f.name)).toEqual(SEARCH_SCENARIOS.map((s) => s.name));
    expect(figures[0].total).toBe(1000);
    for (const f of figures) expect(f.meanMs).toBeGreaterThan(0);
  });
});
