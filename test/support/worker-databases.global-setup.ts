import pg from 'pg';

/** The database of one jest worker: the TEST_DATABASE_URL database's name with _w<worker> after it. */
export function workerDatabaseUrl(base: string, worker: number | string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/**
 * With TEST_DATABASE_URL set, each jest worker gets a database of its own (hcw_ci_w1, hcw_ci_w2 ...),
 * so the server suite runs on every core: a test wipes and migrates its database when it starts an app.
 */
export default async function createWorkerDatabases(globalConfig: { maxWorkers: number }): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
      const name = new URL(workerDatabaseUrl(base, worker)).pathname.slice(1);
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}
