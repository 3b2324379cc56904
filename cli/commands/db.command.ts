import { Command, InvalidArgumentError } from 'commander';
import { seedCatalogue } from '../../adapters/runtime/catalogue.js';
import { databaseTargetFromEnv, describeTarget } from '../../adapters/persistence/database-config.js';
import { createServerDatabase } from '../../adapters/persistence/server-database.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { withApplication, withDatabase } from '../cli-context.js';

export function dbCommand(): Command {
  const db = new Command('db').description('database schema and demo data');

  db.command('create')
    .description('create the database DATABASE_URL names on its PostgreSQL server, then apply the migrations (the server never creates one itself)')
    .action(async () => {
      const target = databaseTargetFromEnv();
      if (target.kind === 'server') {
        const outcome = await createServerDatabase(target.url);
        console.log(outcome === 'created' ? `Created ${describeTarget(target)}.` : `${describeTarget(target)} already exists; left as it is.`);
      }
      await withDatabase(async ({ orm, where }) => {
        const applied = await orm.migrator.up();
        console.log(applied.length ? `Applied ${applied.length} migrations on ${where}; ready to start.` : `Schema up to date on ${where}; ready to start.`);
      }, { migrate: false });
    });

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
    .option('--synthetic <count>', 'instead, add this many generated venues (for load and query-plan checks)', (value: string) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('must be a whole number from 1 to 1000000');
      return n;
    })
    .action((opts: { synthetic?: number }) =>
      withApplication(async (app, { orm, where }) => {
        if (opts.synthetic) {
          const progress = process.stderr.isTTY ? (done: number) => process.stderr.write(`\r${done} of ${opts.synthetic}`) : undefined;
          const total = await seedSyntheticVenues(orm, app.ports, opts.synthetic, progress);
          if (progress) process.stderr.write('\n');
          return console.log(`Added ${opts.synthetic} synthetic venues on ${where}; ${total} venues in all.`);
        }
        const result = await seedCatalogue(app);
        console.log(
          result.skipped
            ? `The catalogue on ${where} already has data; nothing seeded.`
            : `Seeded ${result.venues} venues and ${result.vendors} vendors on ${where}.`,
        );
      }),
    );

  return db;
}
