// 100,000 generated venues with the product's own command. With DATABASE_URL set, hcw opens the
// PostgreSQL database itself (cli/cli-context.ts operate); beside a server on PGlite it goes through
// that server's admin socket.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NODE, repoRoot } from './processes.mjs';

/**
 * Wall time of `hcw db seed --synthetic <count> --json`, and the venue total it reports. `env` names
 * the database: { DATABASE_URL } for the server, or { DATA_DIR, DATABASE_URL: '' } for the embedded
 * one of a server that runs on that directory (hcw then works through its admin socket).
 */
export async function seedSynthetic(count, env) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(NODE, ['cli/hcw.js', 'db', 'seed', '--synthetic', String(count), '--json'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const result = JSON.parse(stdout.slice(stdout.indexOf('{')));
  return { count: result.added, total: result.total, ms };
}
