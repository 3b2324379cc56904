import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApplication } from '../../adapters/composition/application.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { SystemClock } from '../../adapters/runtime/system-clock.js';
import { runCli } from '../support/run-cli.js';

// Each command opens the embedded data directory afresh (seconds each on a busy 2-core machine).
jest.setTimeout(180_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-reviews-cli-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
let reported: { id: string; venueId: string };
let quiet: string;

/** The demo catalogue (with its reviews) in the CLI's own data directory; one review reported twice. */
beforeAll(async () => {
  await runCli(['db', 'seed'], env);
  const target = { kind: 'embedded', dataDir } as const;
  const orm = await openDatabase(target);
  const app = await openApplication({ orm, target, clock: new SystemClock(), workJobs: false });
  try {
    const venue = (await app.ports.venues.list({ status: 'published', limit: 1, offset: 5 })).venues[0];
    const [first, second] = (await app.ports.reviews.listVisible(venue.id, { limit: 2, offset: 0 })).reviews;
    reported = { id: first.id, venueId: venue.id };
    quiet = second.id;
    const report = app.useCases.reportReview;
    await report.execute({ actor: null, clientKey: '203.0.113.5', reviewId: first.id, reason: 'fake', details: 'Same words as another venue' });
    await report.execute({ actor: null, clientKey: '198.51.100.7', reviewId: first.id, reason: 'offensive' });
  } finally {
    await app.close();
    await orm.close();
  }
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('hcw reviews list --reported', () => {
  it('lists the reported reviews with their reasons, as a table and as JSON', async () => {
    const table = await runCli(['reviews', 'list', '--reported'], env);
    expect(table.exitCode).toBe(0);
    expect(table.stdout).toContain(reported.id);
    expect(table.stdout).toMatch(/fake, offensive/);
    expect(table.stdout).toMatch(/1 of 1 reported review\./);
    const json = JSON.parse((await runCli(['reviews', 'list', '--reported', '--json'], env)).stdout);
    expect(json.total).toBe(1);
    expect(json.reviews[0]).toMatchObject({ id: reported.id, venueId: reported.venueId, reportCount: 2 });
    expect(json.reviews.map((r: { id: string }) => r.id)).not.toContain(quiet);
  });

  it('asks for --reported', async () => {
    const run = await runCli(['reviews', 'list', '--json'], env);
    expect(run.exitCode).toBe(2);
    expect(JSON.parse(run.stderr).error.code).toBe('CLI.USAGE');
  });
});

describe('hcw reviews hide', () => {
  it('needs a reason, and names an unknown review', async () => {
    expect((await runCli(['reviews', 'hide', reported.id], env)).exitCode).toBe(2);
    const blank = await runCli(['reviews', 'hide', reported.id, '--reason', '   ', '--json'], env);
    expect([blank.exitCode, JSON.parse(blank.stderr).error.code]).toEqual([2, 'REVIEW.INVALID_DETAILS']);
    const unknown = await runCli(['reviews', 'hide', '00000000-0000-4000-8000-000000000000', '--reason', 'Fake'], env);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toMatch(/Review not found/);
  });

  it("hides the review with its reason, off the reported list and out of the venue's figures", async () => {
    const before = JSON.parse((await runCli(['venues', 'show', reported.venueId, '--json'], env)).stdout);
    const run = await runCli(['reviews', 'hide', reported.id, '--reason', 'Copied from another listing', '--json'], env);
    expect(run.exitCode).toBe(0);
    const hidden = JSON.parse(run.stdout);
    expect(hidden).toMatchObject({ id: reported.id, hiddenReason: 'Copied from another listing', venueReviewCount: before.reviewCount - 1 });
    expect(hidden.hiddenAt).toEqual(expect.any(String));
    expect(JSON.parse((await runCli(['reviews', 'list', '--reported', '--json'], env)).stdout).total).toBe(0);
    expect(JSON.parse((await runCli(['venues', 'show', reported.venueId, '--json'], env)).stdout).reviewCount).toBe(before.reviewCount - 1);
  });
});
