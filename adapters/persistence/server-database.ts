import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';

const DATABASE_MISSING = '3D000';
/** Every PostgreSQL server has it: where `create database` is run from. */
const MAINTENANCE_DATABASE = 'postgres';

/** DATABASE_URL names a database the server does not have. */
export class DatabaseMissingError extends Error {
  constructor(
    readonly database: string,
    server: string,
  ) {
    super(
      `The database "${database}" does not exist on the PostgreSQL server ${server}. Nothing was created. ` +
        `If DATABASE_URL is right, create the database on purpose with "hcw db create" (npm run cli -- db create) ` +
        `and start again; otherwise correct DATABASE_URL.`,
    );
  }
}

/** The server cannot be reached, or refuses us, before any database question comes up. */
export class DatabaseUnreachableError extends Error {}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database: add one after the host, e.g. postgres://user@host:5432/hcw');
  return name;
}

function serverOf(url: string): string {
  return new URL(url).host;
}

/** A short-lived connection that never creates anything (MikroORM's ensureDatabase is off). */
async function withConnection<T>(url: string, work: (execute: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    ensureDatabase: false,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 1 },
  });
  try {
    return await work((sql, params = []) => orm.em.getConnection().execute(sql, params));
  } finally {
    await orm.close(true);
  }
}

/**
 * Checks, without creating anything, that the database DATABASE_URL names exists. MikroORM
 * would otherwise create it on connect (and the start-up would then seed it): a mistyped URL
 * must stop the server instead.
 */
export async function assertServerDatabaseExists(url: string): Promise<void> {
  try {
    await withConnection(url, (execute) => execute('select 1'));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === DATABASE_MISSING) throw new DatabaseMissingError(databaseName(url), serverOf(url));
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      throw new DatabaseUnreachableError(`Cannot reach the PostgreSQL server ${serverOf(url)} named in DATABASE_URL (${code}): is it running, and is the address right?`);
    }
    throw error;
  }
}

/**
 * `hcw db create`: creates the database DATABASE_URL names, from the server's maintenance
 * database. Says whether it had to; an existing database is left as it is.
 */
export async function createServerDatabase(url: string): Promise<'created' | 'exists'> {
  const name = databaseName(url);
  const maintenance = new URL(url);
  maintenance.pathname = `/${MAINTENANCE_DATABASE}`;
  return withConnection(maintenance.toString(), async (execute) => {
    const found = await execute('select 1 from pg_database where datname = ?', [name]);
    if (found.length) return 'exists';
    await execute(`create database "${name.replaceAll('"', '""')}"`);
    return 'created';
  });
}
