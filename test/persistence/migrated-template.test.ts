import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { openDatabase } from '../../adapters/persistence/database.js';
import { migratedTemplate } from '../../adapters/persistence/migrated-template.js';

// A new in-memory database starts from the saved template of this schema; one opened without
// migrating starts empty and is migrated here from scratch. Both must be the same database.
const opened: MikroORM[] = [];
afterAll(() => Promise.all(opened.map((orm) => orm.close())));

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
});
