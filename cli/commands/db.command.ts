import { Command } from 'commander';
import { seedCatalogue } from '../../adapters/runtime/catalogue.js';
import { withDatabase } from '../cli-context.js';

export function dbCommand(): Command {
  const db = new Command('db').description('database schema and demo data');

  db.command('migrate')
    .description('apply the migrations that have not run yet')
    .action(() =>
      withDatabase(
        async ({ orm, where }) => {
          const applied = await orm.migrator.up();
          const names = applied.map((m) => m.name);
          console.log(names.length ? `Applied ${names.join(', ')} on ${where}.` : `Schema already up to date on ${where}.`);
        },
        { migrate: false },
      ),
    );

  db.command('seed')
    .description('fill an empty catalogue with the demo venues and vendors')
    .action(() =>
      withDatabase(async ({ orm, clock, ids, where }) => {
        const result = await seedCatalogue(orm, clock, ids);
        console.log(
          result.skipped
            ? `The catalogue on ${where} already has data; nothing seeded.`
            : `Seeded ${result.venues} venues and ${result.vendors} vendors on ${where}.`,
        );
      }),
    );

  return db;
}
