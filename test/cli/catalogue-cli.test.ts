import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../support/run-cli.js';

// Each command opens the embedded data directory afresh (seconds each on a busy 2-core machine).
jest.setTimeout(180_000);

// The whole catalogue out of one embedded database and into empty ones, as JSON and as CSV.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-catalogue-'));
const at = (name: string) => ({ DATA_DIR: path.join(scratch, name), DATABASE_URL: undefined });
const source = at('source');
const jsonFile = path.join(scratch, 'catalogue.json');
const csvFile = path.join(scratch, 'catalogue.csv');

interface Exported {
  venues: ({ id: string; ownerId: string | null } & Record<string, unknown>)[];
}

/** The catalogue as a comparable value: owners stay behind (their accounts are not exported). */
const withoutOwners = (file: Exported) => file.venues.map((v) => ({ ...v, ownerId: null }));

async function exportJson(env: Record<string, string | undefined>): Promise<Exported> {
  const run = await runCli(['venues', 'export', '--format', 'json'], env);
  expect(run.exitCode).toBe(0);
  return JSON.parse(run.stdout);
}

beforeAll(async () => {
  expect((await runCli(['db', 'seed'], source)).exitCode).toBe(0);
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('hcw venues export and import', () => {
  let original: Exported;

  it('exports every venue with its packages, as JSON and as CSV files', async () => {
    const json = await runCli(['venues', 'export', '--format', 'json', '--output', jsonFile, '--json'], source);
    expect(JSON.parse(json.stdout)).toMatchObject({ file: jsonFile, format: 'json' });
    original = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    const total = JSON.parse((await runCli(['venues', 'list', '--limit', '1', '--json'], source)).stdout).total;
    expect(original.venues).toHaveLength(total);
    expect(original.venues.some((v) => (v.packages as unknown[]).length > 0)).toBe(true);
    expect(original.venues[0].price).toMatch(/^\d+\.\d\d$/);
    const csv = await runCli(['venues', 'export', '--format', 'csv', '--output', csvFile], source);
    expect(csv.stdout).toMatch(new RegExp(`Wrote ${total} venues to .*catalogue\\.csv \\(csv\\)`));
  });

  it('checks the JSON file in a dry run without importing, then imports it into an empty database: the same catalogue', async () => {
    const empty = at('from-json');
    const dry = await runCli(['venues', 'import', jsonFile, '--dry-run', '--json'], empty);
    expect(dry.exitCode).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, valid: original.venues.length, invalid: 0, imported: 0 });
    expect(JSON.parse((await runCli(['venues', 'list', '--json'], empty)).stdout).total).toBe(0);

    const real = await runCli(['venues', 'import', jsonFile], empty);
    expect(real.exitCode).toBe(0);
    expect(real.stdout).toMatch(new RegExp(`Imported ${original.venues.length} venues\\.`));
    // The demo owner's account is not in the new database: their venues come in without an owner.
    expect(real.stdout).toMatch(/has no account here: imported without an owner/);
    expect(withoutOwners(await exportJson(empty))).toEqual(withoutOwners(original));
  });

  it('imports the CSV file into another empty database: the same catalogue', async () => {
    const empty = at('from-csv');
    const run = await runCli(['venues', 'import', csvFile, '--json'], empty);
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout).imported).toBe(original.venues.length);
    expect(withoutOwners(await exportJson(empty))).toEqual(withoutOwners(original));
  });

  it('refuses a file with broken rows as a whole (exit 2), naming each row and field; nothing is imported', async () => {
    const [good, second] = original.venues;
    const broken = { ...second, id: 'not-a-uuid', price: 'free', venueType: 'castle' };
    const file = path.join(scratch, 'broken.json');
    fs.writeFileSync(file, JSON.stringify({ venues: [good, broken] }));
    const empty = at('broken');
    const run = await runCli(['venues', 'import', file, '--json'], empty);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stderr).error.code).toBe('VENUE_IMPORT.INVALID_ROWS');
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ valid: 1, invalid: 1, imported: 0 });
    expect(report.rows[1].problems.map((p: { field: string }) => p.field).sort()).toEqual(['id', 'price', 'venueType']);
    expect(JSON.parse((await runCli(['venues', 'list', '--json'], empty)).stdout).total).toBe(0);
    const text = await runCli(['venues', 'import', file], empty);
    expect(text.stdout).toMatch(/^2\s+.*\s+price\s+must be an amount/m);
    expect(text.stderr).toMatch(/Error \[VENUE_IMPORT.INVALID_ROWS\]: 1 of 2 rows cannot be imported; nothing was imported/);
  });

  it('refuses to import venues that are already in the catalogue', async () => {
    const run = await runCli(['venues', 'import', jsonFile, '--dry-run', '--json'], source);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stdout).rows[0].problems).toEqual([{ field: 'id', message: 'is already in the catalogue' }]);
  });
});
