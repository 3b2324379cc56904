import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '../../adapters/persistence/database.js';
import type { DatabaseTarget } from '../../adapters/persistence/database-config.js';

/** In-memory PGlite by default; the PostgreSQL server when TEST_DATABASE_URL is set. */
export function testDatabaseTarget(): DatabaseTarget {
  const url = process.env.TEST_DATABASE_URL;
  return url ? { kind: 'server', url } : { kind: 'memory' };
}

export const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh, migrated, empty database. On the server this wipes the test database first. */
export async function openTestDatabase(): Promise<MikroORM> {
  const target = testDatabaseTarget();
  if (target.kind === 'server') {
    const orm = await openDatabase(target, { migrate: false });
    // pg-boss keeps its jobs in its own schema: a fresh database has none left from another test.
    await orm.em.getConnection().execute('drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public;');
    await orm.migrator.up();
    return orm;
  }
  return openDatabase(target);
}
