#!/usr/bin/env node
// API benchmark: the built product server against a raw node:http + pg baseline that runs the same
// SQL (raw-server.mjs), on PostgreSQL with the demo data and 100,000 synthetic venues. It prints a
// markdown table and the memory, start and seed figures, and asserts nothing: a benchmark, not a test.
//
//   npm run build && npm run bench:api             (progress on stderr, the results on stdout)
//
//   BENCH_DATABASE_URL  postgres://postgres@127.0.0.1:5432/hcw_bench: dropped and created first
//   BENCH_ROUNDS 3, BENCH_CONNECTIONS 50, BENCH_DURATION 5 (seconds per run, after a 1 s warm-up)
//   BENCH_VENUES 100000 (synthetic venues), BENCH_KEEP=1 keeps the database afterwards
//   BENCH_EMBEDDED_CONNECTIONS 10: the searches again on embedded PGlite (embedded-run.mjs); 0 skips it
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureOf, measureRounds, median } from './autocannon-runner.mjs';
import { benchEmbedded } from './embedded-run.mjs';
import { DEFAULT_BENCH_URL, dropDatabase, openActivityWatch, recreateDatabase, serverVersion } from './bench-database.mjs';
import { benchRequests, differences } from './bench-requests.mjs';
import { NODE, rssMiB } from './processes.mjs';
import { startProduct } from './product-server.mjs';
import { startRaw } from './raw-server-process.mjs';
import { seedSynthetic } from './synthetic-seed.mjs';
import { embeddedTable, markdownTable, summaryLines } from './table.mjs';

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL,
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
  connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50)),
  durationSeconds: Math.max(1, Number(process.env.BENCH_DURATION ?? 5)),
  venues: Math.max(1, Number(process.env.BENCH_VENUES ?? 100_000)),
  keep: process.env.BENCH_KEEP === '1',
  embeddedConnections: Math.max(0, Number(process.env.BENCH_EMBEDDED_CONNECTIONS ?? 10)),
};
const IDLE_WAIT_MS = 10_000;
/** Long enough for the search index the first searches asked for to be built. */
const WARM_WAIT_MS = 5_000;
/** A second idle reading, for what V8 and the allocator give back later. */
const LATE_IDLE_WAIT_MS = 50_000;

const log = (message) => console.error(`[bench:api] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Time to the first 200 on an empty PGlite directory, then on the same directory again. */
async function coldStarts() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-bench-api-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startProduct(env);
    await first.stop();
    const again = await startProduct(env);
    await again.stop();
    return { empty: first.startMs, again: again.startMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A featured venue with packages, so every per-venue request has something to read. */
async function venueWithPackages(baseUrl) {
  const featured = await (await fetch(`${baseUrl}/api/venues/featured`)).json();
  for (const venue of featured) {
    const packages = await (await fetch(`${baseUrl}/api/venues/${venue.id}/packages`)).json();
    if (Array.isArray(packages) && packages.length) return venue.id;
  }
  if (!featured.length) throw new Error('no featured venue: the demo data was not seeded');
  return featured[0].id;
}

let activity = null;

/** Waits out the statements a run left behind (bench-database.mjs openActivityWatch). */
async function settle() {
  const waited = await activity.waitUntilQuiet();
  if (waited > 1000) log(`waited ${(waited / 1000).toFixed(1)} s for statements left over from a run`);
}

const running = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await activity?.close().catch(() => {});
  await Promise.allSettled(running.map((server) => server.stop()));
  if (settings.keep) log(`kept ${settings.databaseUrl}`);
  else await dropDatabase(settings.databaseUrl).catch((error) => log(`could not drop the bench database: ${error.message}`));
}
process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));

try {
  const facts = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    nproc: os.availableParallelism(),
    node: execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim(),
    postgres: await serverVersion(settings.databaseUrl),
  };

  log('cold starts on PGlite (empty directory, then the same directory again)');
  const coldStart = await coldStarts();

  log(`recreating ${settings.databaseUrl}; starting the product on it (migrations, demo data)`);
  await recreateDatabase(settings.databaseUrl);
  const product = await startProduct({ DATABASE_URL: settings.databaseUrl, SEED_DEMO_DATA: 'true' });
  running.push(product);
  const venueId = await venueWithPackages(product.url);

  log(`seeding ${settings.venues} synthetic venues with hcw db seed --synthetic`);
  const seed = await seedSynthetic(settings.venues, { DATABASE_URL: settings.databaseUrl });
  const raw = await startRaw(settings.databaseUrl);
  running.push(raw);

  activity = await openActivityWatch(settings.databaseUrl);
  const requests = benchRequests(venueId);
  const mismatches = await differences(product.url, raw.url, requests);
  for (const mismatch of mismatches) log(`WARNING ${mismatch}`);
  const memory = { afterStart: rssMiB(product.pid), warm: Number.NaN, peak: 0, rawPeak: 0, idle: Number.NaN, lateIdle: Number.NaN };
  // Every request has run once (the comparison): its caches and the search index are the working set.
  await sleep(WARM_WAIT_MS);
  memory.warm = rssMiB(product.pid);
  const failures = [];
  const rows = [];
  for (const request of requests) {
    const sides = [{ side: 'product', url: product.url }, { side: 'raw', url: raw.url }];
    const runs = await measureRounds(request, sides, settings, {
      settle,
      afterRun: (side, result, round) => {
        if (side === 'product') memory.peak = Math.max(memory.peak, rssMiB(product.pid));
        else memory.rawPeak = Math.max(memory.rawPeak, rssMiB(raw.pid));
        const failure = failureOf(result);
        if (failure) failures.push(`${side} ${request.name} round ${round}: ${failure}`);
        log(`${request.name} · ${side} · round ${round}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.ok} 2xx, ${result.non2xx} non-2xx`);
      },
    });
    const pick = (side, key) => median(runs[side].map((result) => result[key]));
    rows.push({
      name: request.name,
      product: { rps: pick('product', 'rps'), p50: pick('product', 'p50'), p99: pick('product', 'p99') },
      raw: { rps: pick('raw', 'rps'), p99: pick('raw', 'p99') },
    });
  }

  log(`waiting ${IDLE_WAIT_MS / 1000} s for the idle memory figure`);
  await sleep(IDLE_WAIT_MS);
  memory.idle = rssMiB(product.pid);
  await sleep(LATE_IDLE_WAIT_MS);
  memory.lateIdle = rssMiB(product.pid);

  // The server-side processes stop first: the embedded run has the machine to itself.
  await Promise.allSettled(running.splice(0).map((server) => server.stop()));
  const embedded = settings.embeddedConnections
    ? await benchEmbedded({ venues: settings.venues, rounds: settings.rounds, connections: settings.embeddedConnections, durationSeconds: settings.durationSeconds }, log)
    : null;

  console.log(markdownTable(rows));
  console.log();
  console.log(summaryLines({ memory, coldStart, seed, facts, settings, failures: [...failures, ...(embedded?.failures ?? [])] }));
  if (mismatches.length) console.log(`The raw baseline answered differently: ${mismatches.join('; ')}`);
  if (embedded) {
    console.log();
    console.log(embeddedTable(embedded));
  }
} finally {
  await cleanUp();
}
