import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DatabaseTarget } from './database-config.js';
import { AccountEntity } from './entities/account.entity.js';
import { BookingEntity } from './entities/booking.entity.js';
import { GuestEntity } from './entities/guest.entity.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { VendorEntity } from './entities/vendor.entity.js';
import { VenueBlockedDateEntity, VenueEntity, VenuePackageEntity } from './entities/venue.entity.js';
import { MIGRATIONS } from './migrations/migrations-list.js';
import { noticeStatement } from './read-cache/local-catalogue-writes.js';
import { migratedTemplate, saveMigratedTemplate, unpackMigratedTemplate } from './migrated-template.js';
import { assertServerDatabaseExists } from './server-database.js';

export const ENTITIES = [VenueEntity, VenuePackageEntity, VenueBlockedDateEntity, VendorEntity, InquiryEntity, BookingEntity, GuestEntity, AccountEntity];

function commonOptions() {
  return {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, tableName: 'mikro_orm_migrations', silent: true, snapshot: false },
    debug: process.env.DEBUG_SQL === '1',
    // This process's catalogue writes, so its read cache forgets at once (read-cache/local-catalogue-writes.ts).
    onQuery: (sql: string) => {
      noticeStatement(sql);
      return sql;
    },
    // Mapping is declared in code; nothing to discover from files.
    discovery: { warnWhenNoEntities: false },
  };
}

/**
 * Opens the database the target names and brings its schema up to date. A server database
 * must exist already (`hcw db create` makes one): it is never created by accident.
 */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<MikroORM> {
  const migrate = options.migrate !== false;
  if (target.kind === 'server') {
    const orm = await openServer(target.url);
    if (migrate) await orm.migrator.up();
    return orm;
  }
  // A new embedded database about to be migrated starts from the migrated template (migrated-template.ts).
  const isNew = isNewDatabase(target);
  // On disk the template is unpacked into the new directory, in memory PGlite loads it itself.
  const unpacked = isNew && migrate && target.kind === 'embedded' && unpackInto(target);
  const template = isNew && migrate && target.kind === 'memory' ? migratedTemplate(target.kind) : undefined;
  const orm = await openEmbedded(target, template);
  if (migrate) await orm.migrator.up();
  if (isNew && migrate && !template && !unpacked) await saveMigratedTemplate(orm, target.kind);
  return orm;
}

/** Whether opening the target creates its database (known only for the embedded kinds; a server's is never new here). */
export function isNewDatabase(target: DatabaseTarget): boolean {
  return target.kind === 'memory' || (target.kind === 'embedded' && !fs.existsSync(embeddedDataDir(target)));
}

function unpackInto(target: Extract<DatabaseTarget, { kind: 'embedded' }>): boolean {
  fs.mkdirSync(target.dataDir, { recursive: true });
  return unpackMigratedTemplate('embedded', embeddedDataDir(target));
}

function embeddedDataDir(target: Extract<DatabaseTarget, { kind: 'embedded' }>): string {
  return path.join(target.dataDir, 'pglite');
}

/** The app's pool on a PostgreSQL server. */
export const SERVER_POOL = { min: 0, max: 10 };

/**
 * Settings of every session the app opens on a PostgreSQL server. No JIT: the planner's estimate
 * over 100,000 venues crosses jit_above_cost on a search that then spends 10 to 150 ms compiling
 * for a query that runs in 25 to 90 (a web request, not a report).
 */
export const SERVER_SESSION_OPTIONS = '-c jit=off';

async function openServer(url: string): Promise<MikroORM> {
  await assertServerDatabaseExists(url);
  return MikroORM.init({
    ...commonOptions(),
    driver: PostgreSqlDriver,
    clientUrl: url,
    ensureDatabase: false,
    pool: SERVER_POOL,
    driverOptions: { options: SERVER_SESSION_OPTIONS },
  });
}

/**
 * Added to PGlite's own start parameters. WebAssembly memory, once grown, stays the process's for good,
 * so every working area PostgreSQL may fill sets a floor under the process's memory:
 * - a small buffer cache: PostgreSQL writes its whole cache at start (128 MB by default, 8 here);
 *   the data files are still cached by the operating system, as they are for any PostgreSQL. At 8 MB
 *   instead of 32 the server sat 20-26 MiB lower after its start and peaked 18-31 MiB lower under the
 *   bench's searches over 100,000 venues, with the seed and the searches as fast (2026-12-07, README);
 * - index builds and vacuum sort in 4 MB before spilling to disk (64 by default): building the
 *   synthetic catalogue's trigram indexes grew the memory by 10 to 15 MB;
 * - ANALYZE samples 300 rows per point of the statistics target: 30,000 venues at the default of
 *   100 held 27 MB at once, 3,000 at 10. A bigger target sharpens plans for catalogues far beyond
 *   an embedded database's (a seed of 100,000 venues on the PostgreSQL server keeps the default).
 * Seeding 100,000 venues (with the seed's batches of 500) through a running server took PGlite's memory
 * from 58 MiB to 90 before and to 63 now; by hcw on its own, 7.5 s before and 6.9-7.0 now (2026-11-29).
 */
const EMBEDDED_PARAMS = ['-c', 'shared_buffers=8MB', '-c', 'maintenance_work_mem=4MB', '-c', 'default_statistics_target=10'];

async function openEmbedded(target: Extract<DatabaseTarget, { kind: 'embedded' | 'memory' }>, template: Blob | undefined): Promise<MikroORM> {
  let dataDir = 'memory://';
  if (target.kind === 'embedded') {
    fs.mkdirSync(target.dataDir, { recursive: true }); // PGlite does not create parents
    dataDir = embeddedDataDir(target);
  }
  // PGlite (PostgreSQL in WebAssembly) loads only here: a process on a PostgreSQL server never holds it.
  const [{ PGlite }, { pg_trgm }, { PgliteDriver }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm'), import('@mikro-orm/pglite')]);
  // MikroORM creates (and on close, closes) the PGlite instance from these options.
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_PARAMS];
  const driverOptions = { dataDir, extensions: { pg_trgm }, startParams, ...(template ? { loadDataDir: template } : {}) };
  return MikroORM.init({ ...commonOptions(), driver: PgliteDriver, dbName: 'postgres', driverOptions });
}
