// 100,000 generated venues with the product's own command. With DATABASE_URL set, hcw opens the
// PostgreSQL database itself (cli/cli-context.ts operate); the admin socket is only for PGlite.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NODE, repoRoot } from './processes.mjs';

/** Wall time of `hcw db seed --synthetic <count> --json`, and the venue total it reports. */
export async function seedSynthetic(databaseUrl, count) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(NODE, ['cli/hcw.js', 'db', 'seed', '--synthetic', String(count), '--json'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const result = JSON.parse(stdout.slice(stdout.indexOf('{')));
  return { count: result.added, total: result.total, ms };
}
