import type { TestApp } from '../test-app.js';

/**
 * Tables a refused request writes to on purpose, since a refusal is what they count: rate limit
 * windows and failed sign-ins (failure_count). Every other table must be left as it was by a 4xx.
 */
const COUNTS_REFUSALS = new Set(['rate_limit_window', 'failure_count', 'mikro_orm_migrations']);

export type TableCounts = Record<string, number>;

/** Row counts of every table in the public schema, read in one query. */
export async function tableCounter(t: TestApp): Promise<() => Promise<TableCounts>> {
  const connection = t.orm.em.getConnection();
  const tables: { tablename: string }[] = await connection.execute(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const watched = tables.map((row) => row.tablename).filter((name) => !COUNTS_REFUSALS.has(name));
  const sql = watched.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`).join(' union all ');
  return async () => {
    const rows: { name: string; rows: number }[] = await connection.execute(sql);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
  };
}

/** "guest +1, domain_event +2", or '' when nothing changed. */
export function countChanges(before: TableCounts, after: TableCounts): string {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${after[name] - before[name] >= 0 ? '+' : ''}${after[name] - before[name]}`)
    .join(', ');
}
