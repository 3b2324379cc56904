import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '../../adapters/persistence/database.js';
import { migratedTemplate, unpackMigratedTemplate } from '../../adapters/persistence/migrated-template.js';

// A new in-memory database starts from the saved template of this schema; one opened without
// migrating starts empty and is migrated here from scratch. Both must be the same database.
const opened: MikroORM[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((orm) => orm.close()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcw-template-test-'));
  dirs.push(dir);
  return dir;
}

async function schemaOf(orm: MikroORM) {
  const rows = (sql: string) => orm.em.getConnection().execute<Record<string, unknown>[]>(sql);
  return {
    columns: await rows(`select table_name, column_name, data_type, is_nullable, column_default, generation_expression
                           from information_schema.columns where table_schema = 'public' order by 1, 2`),
    indexes: await rows(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    triggers: await rows(`select tgname, tgrelid::regclass::text as on_table from pg_trigger where not tgisinternal order by 1`),
    migrations: (await rows(`select name from mikro_orm_migrations order by id`)).map((row: Record<string, unknown>) => row.name),
  };
}

describe('the migrated template', () => {
  it('gives a new database exactly the schema that running every migration gives', async () => {
    const fromTemplate = await openDatabase({ kind: 'memory' });
    opened.push(fromTemplate);
    expect(migratedTemplate('memory')).toBeDefined(); // saved by now, if it was not there before
    const again = await openDatabase({ kind: 'memory' });
    opened.push(again);
    const fromScratch = await openDatabase({ kind: 'memory' }, { migrate: false });
    opened.push(fromScratch);
    await fromScratch.migrator.up();
    const expected = await schemaOf(fromScratch);
    expect(expected.migrations.length).toBeGreaterThan(20);
    expect(await schemaOf(again)).toEqual(expected);
    expect(await schemaOf(fromTemplate)).toEqual(expected);
  });

  it('is unpacked into a new data directory on disk, which then opens as an empty database with that same schema', async () => {
    const first = newDir();
    const seedOrm = await openDatabase({ kind: 'embedded', dataDir: first }); // saves the embedded template if missing
    await seedOrm.close();
    const dataDir = newDir();
    expect(unpackMigratedTemplate('embedded', path.join(dataDir, 'pglite'))).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']); // nothing half-written left beside it
    const unpacked = await openDatabase({ kind: 'embedded', dataDir }, { migrate: false });
    opened.push(unpacked);
    const fromScratch = await openDatabase({ kind: 'memory' }, { migrate: false });
    opened.push(fromScratch);
    await fromScratch.migrator.up();
    expect(await schemaOf(unpacked)).toEqual(await schemaOf(fromScratch));
    const [{ count }] = await unpacked.em.getConnection().execute<{ count: string }[]>(`select count(*) from venue`);
    expect(Number(count)).toBe(0);
  });

  it("carries pg-boss's schema, so a new database's job queue starts without installing it", async () => {
    const orm = await openDatabase({ kind: 'memory' });
    opened.push(orm);
    const [{ version }] = await orm.em.getConnection().execute<{ version: number }[]>(`select version from pgboss.version`);
    expect(version).toBeGreaterThan(0);
  });

  it("holds on disk only the app's database: no template0 or template1 files to unpack", async () => {
    await (await openDatabase({ kind: 'embedded', dataDir: newDir() })).close(); // saves the embedded template if missing
    const dataDir = newDir();
    expect(unpackMigratedTemplate('embedded', path.join(dataDir, 'pglite'))).toBe(true);
    const unpacked = await openDatabase({ kind: 'embedded', dataDir });
    opened.push(unpacked);
    const databases = await unpacked.em.getConnection().execute<{ datname: string }[]>(`select datname from pg_database`);
    expect(databases.map((row: { datname: string }) => row.datname)).toEqual(['postgres']);
    expect(fs.readdirSync(path.join(dataDir, 'pglite', 'base'))).toEqual(['5']);
  });

  it("holds in memory only the app's database too, and opens with the same schema every time", async () => {
    await (await openDatabase({ kind: 'memory' })).close(); // saves the memory template if missing
    expect(migratedTemplate('memory')).toBeDefined();
    const first = await openDatabase({ kind: 'memory' });
    const second = await openDatabase({ kind: 'memory' });
    opened.push(first, second);
    for (const orm of [first, second]) {
      const databases = await orm.em.getConnection().execute<{ datname: string }[]>(`select datname from pg_database`);
      expect(databases.map((row: { datname: string }) => row.datname)).toEqual(['postgres']);
    }
    expect(await schemaOf(second)).toEqual(await schemaOf(first));
  });

  it('is not unpacked over a data directory that exists, and leaves nothing behind when it cannot be', async () => {
    const dataDir = newDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(unpackMigratedTemplate('embedded', path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
    expect(fs.readdirSync(path.join(dataDir, 'pglite'))).toEqual(['PG_VERSION']);
  });
});
