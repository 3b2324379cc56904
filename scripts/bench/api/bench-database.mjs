// The benchmark's own PostgreSQL database: dropped and created for each run, dropped after it.
import pg from 'pg';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/hcw_bench';

/** The database's name, and a URL of the same server's `postgres` database to create and drop it from. */
function split(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a plain database (a-z, 0-9, _), got "${name}"`);
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

async function onAdmin(databaseUrl, work) {
  const { name, adminUrl } = split(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

export function recreateDatabase(databaseUrl) {
  return onAdmin(databaseUrl, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export function dropDatabase(databaseUrl) {
  return onAdmin(databaseUrl, (client, name) => client.query(`drop database if exists "${name}" with (force)`));
}

/** "15.20", from the server itself. */
export function serverVersion(databaseUrl) {
  return onAdmin(databaseUrl, async (client) => (await client.query('show server_version')).rows[0].server_version.split(' ')[0]);
}

/**
 * waitUntilQuiet: until no statement runs in the bench database for three polls in a row. A server
 * keeps working on requests whose client (autocannon) has gone; without this, a slow run's
 * leftovers would run during the next run. Returns how long it waited (ms), at most `timeoutMs`.
 */
export async function openActivityWatch(databaseUrl) {
  const { name, adminUrl } = split(databaseUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const active = async () =>
    Number((await client.query(`select count(*) from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`, [name])).rows[0].count);
  return {
    async waitUntilQuiet(timeoutMs = 120_000) {
      const started = performance.now();
      let quietPolls = 0;
      while (quietPolls < 3 && performance.now() - started < timeoutMs) {
        quietPolls = (await active()) === 0 ? quietPolls + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return performance.now() - started;
    },
    close: () => client.end(),
  };
}
