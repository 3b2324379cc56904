// The embedded half of the API benchmark: the product alone (there is no raw PGlite baseline) on a
// new PGlite data directory with the synthetic venues, under fewer connections (issue 15 asks search
// p99 <= 100 ms at 10 connections there). PGlite is one connection inside the process, so every
// statement waits for the one before it: this is the figure for `npm start` without DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureOf, measureRounds, median } from './autocannon-runner.mjs';
import { SEARCH_REQUESTS } from './bench-requests.mjs';
import { rssMiB } from './processes.mjs';
import { startProduct } from './product-server.mjs';
import { seedSynthetic } from './synthetic-seed.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** rows: { name, rps, p50, p99 } (medians of the rounds), the seed's figures, peak memory, failures. */
export async function benchEmbedded({ venues, rounds, connections, durationSeconds }, log) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-bench-embedded-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const product = await startProduct(env);
  try {
    log(`embedded: seeding ${venues} synthetic venues through the server's admin socket`);
    const seed = await seedSynthetic(venues, env);
    const rows = [];
    const failures = [];
    let peak = 0;
    for (const request of SEARCH_REQUESTS) {
      const { embedded: runs } = await measureRounds(request, [{ side: 'embedded', url: product.url }], { rounds, connections, durationSeconds }, {
        // The server finishes what autocannon left in flight before the next run starts.
        settle: () => sleep(1000),
        afterRun: (_side, result, round) => {
          peak = Math.max(peak, rssMiB(product.pid));
          const failure = failureOf(result);
          if (failure) failures.push(`embedded ${request.name} round ${round}: ${failure}`);
          log(`embedded · ${request.name} · round ${round}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
        },
      });
      const pick = (key) => median(runs.map((result) => result[key]));
      rows.push({ name: request.name, rps: pick('rps'), p50: pick('p50'), p99: pick('p99') });
    }
    return { rows, seed, peak, failures, connections };
  } finally {
    await product.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
