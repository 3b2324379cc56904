import { Command, InvalidArgumentError } from 'commander';
import { describeTarget } from '../../adapters/persistence/database-config.js';
import { createServerDatabase } from '../../adapters/persistence/server-database.js';
import { cliTarget, operate } from '../cli-context.js';
import { plural, printJson } from '../cli-output.js';
import { command } from '../cli-options.js';

export function dbCommand(): Command {
  const db = new Command('db').description('database schema and demo data').addHelpText('after', '\nExample:\n  hcw db status');

  db.addCommand(
    command(
      'create',
      'create the database DATABASE_URL names on its PostgreSQL server, then apply the migrations (the only command that creates a database)',
      'DATABASE_URL=postgres://postgres@localhost:5432/hcw hcw db create',
    ).action(async (opts: { json?: boolean }) => {
      const target = cliTarget();
      const created = target.kind === 'server' ? await createServerDatabase(target.url) : 'embedded';
      const { applied, where } = await operate<{ applied: string[]; where: string }>('db.migrate');
      if (opts.json) return printJson({ database: created, applied, where });
      if (created === 'created') console.log(`Created ${describeTarget(target)}.`);
      if (created === 'exists') console.log(`${describeTarget(target)} already exists; left as it is.`);
      console.log(applied.length ? `Applied ${plural(applied.length, 'migration')} on ${where}; ready to start.` : `Schema up to date on ${where}; ready to start.`);
    }),
  );

  db.addCommand(
    command('migrate', 'apply the migrations that have not run yet', 'hcw db migrate --json').action(async (opts: { json?: boolean }) => {
      const { applied, where } = await operate<{ applied: string[]; where: string }>('db.migrate');
      if (opts.json) return printJson({ applied, where });
      console.log(applied.length ? `Applied ${applied.join(', ')} on ${where}.` : `Schema already up to date on ${where}.`);
    }),
  );

  db.addCommand(
    command('status', 'where the data is, which migrations ran and which are pending, and how many venues there are', 'hcw db status --json').action(
      async (opts: { json?: boolean }) => {
        const status = await operate<{ where: string; executed: string[]; pending: string[]; venues: number }>('db.status');
        if (opts.json) return printJson(status);
        console.log(`Database: ${status.where}`);
        console.log(`Migrations: ${status.executed.length} applied, ${status.pending.length} pending${status.pending.length ? ` (${status.pending.join(', ')}; run hcw db migrate)` : ''}`);
        console.log(`Venues: ${status.venues}`);
      },
    ),
  );

  db.addCommand(
    command('seed', 'fill an empty catalogue with the demo venues and vendors, or add generated venues with --synthetic', 'hcw db seed --synthetic 100000')
      .option('--synthetic <count>', 'instead, add this many generated venues (for load and query-plan checks)', (value: string) => {
        const n = Number(value);
        if (!/^\d+$/.test(value.trim()) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('must be a whole number from 1 to 1000000');
        return n;
      })
      .action(async (opts: { synthetic?: number; json?: boolean }) => {
        if (opts.synthetic) {
          const started = Date.now();
          const result = await operate<{ added: number; total: number; where: string }>('db.seed-synthetic', { count: opts.synthetic }, { progress: 'Adding venues' });
          const seconds = (Date.now() - started) / 1000;
          if (opts.json) return printJson({ ...result, seconds });
          return console.log(`Added ${result.added} synthetic venues on ${result.where}; ${result.total} venues in all (${seconds.toFixed(1)} s).`);
        }
        const result = await operate<{ skipped: boolean; venues: number; vendors: number; where: string }>('db.seed');
        if (opts.json) return printJson(result);
        console.log(result.skipped ? `The catalogue on ${result.where} already has data; nothing seeded.` : `Seeded ${result.venues} venues and ${result.vendors} vendors on ${result.where}.`);
      }),
  );

  return db;
}

