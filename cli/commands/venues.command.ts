import fs from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { CATALOGUE_FORMATS, type CatalogueFormat } from '../../domain/venue-management/catalogue-transfer.js';
import type { CatalogueImportReport } from '../../domain/venue-management/use-cases/transfer-catalogue.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { VENUE_STATUSES } from '../../domain/venues/venue.js';
import { operate } from '../cli-context.js';
import { detailsOf, plural, printJson, printRecord, printTable } from '../cli-output.js';
import { command, limit, paging, positiveInt } from '../cli-options.js';

interface VenueView {
  id: string;
  name: string;
  city: string;
  venueType: string;
  maxGuests: number;
  price: string;
  rating: number;
  status: string;
  lastDecision?: { decision: string; reason: string | null; decidedAt: string } | null;
}

function formatOf(file: string, given: CatalogueFormat | undefined): CatalogueFormat {
  return given ?? (path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'json');
}

function printReport(report: CatalogueImportReport): void {
  const bad = report.rows.filter((r) => r.problems.length > 0);
  const noted = report.rows.filter((r) => r.note);
  if (bad.length) {
    printTable(bad.flatMap((r) => r.problems.map((p) => ({ row: r.row, venue: r.name ?? r.id ?? '', field: p.field, problem: p.message }))).slice(0, 200));
    if (bad.length > 200) console.log(`... and more; --json gives every row.`);
  }
  for (const r of noted) console.log(`Row ${r.row} (${r.name}): ${r.note}`);
  console.log(`${plural(report.rows.length, 'row')}: ${report.valid} valid, ${report.invalid} with problems.`);
}

export function venuesCommand(): Command {
  const venues = new Command('venues').description('the venue catalogue').addHelpText('after', '\nExample:\n  hcw venues list --status review');

  venues.addCommand(
    command('list', 'list venues, by city then name', 'hcw venues list --status review --limit 20 --json')
      .addOption(new Option('--status <status>', 'only venues with this status').choices(VENUE_STATUSES))
      .option('--limit <n>', 'how many to show (at most 1000)', limit(1000), 100)
      .option('--page <n>', 'which page of --limit venues', positiveInt, 1)
      .action(async (opts: { status?: string; limit: number; page: number; json?: boolean }) => {
        const result = await operate<{ total: number; venues: VenueView[] }>('venues.list', { status: opts.status, ...paging(opts) });
        if (opts.json) return printJson(result);
        if (result.venues.length === 0) return console.log('No venues found.');
        printTable(result.venues.map((v) => ({ id: v.id, name: v.name, city: v.city, type: v.venueType, guests: v.maxGuests, price: v.price, rating: v.rating.toFixed(1), status: v.status })));
        console.log(`\n${result.venues.length} of ${plural(result.total, 'venue')}.`);
      }),
  );

  venues.addCommand(
    command('show', 'show one venue as an operator reviews it: details, packages and the last decision on it', 'hcw venues show 7d0c...')
      .argument('<id>', 'venue id')
      .action(async (id: string, opts: { json?: boolean }) => {
        const venue = await operate<VenueView & Record<string, unknown>>('venues.show', { id });
        if (opts.json) return printJson(venue);
        printRecord(venue);
      }),
  );

  venues.addCommand(
    command('approve', 'publish a venue that is in review, so couples find it in search', 'hcw venues approve 7d0c...')
      .argument('<id>', 'venue id')
      .action(async (id: string, opts: { json?: boolean }) => {
        const venue = await operate<VenueView>('venues.approve', { id });
        if (opts.json) return printJson(venue);
        console.log(`${venue.name} (${venue.city}) is published.`);
      }),
  );

  venues.addCommand(
    command('reject', 'turn down a listing in review, saying what the owner must change (it stays out of search)', 'hcw venues reject 7d0c... --reason "Add real photos"')
      .argument('<id>', 'venue id')
      .requiredOption('--reason <text>', 'what is wrong with the listing (kept with the decision)')
      .action(async (id: string, opts: { reason: string; json?: boolean }) => {
        const venue = await operate<VenueView>('venues.reject', { id, reason: opts.reason });
        if (opts.json) return printJson(venue);
        console.log(`${venue.name} (${venue.city}) is rejected: ${venue.lastDecision?.reason}`);
      }),
  );

  venues.addCommand(
    command('unpublish', 'take a published venue out of search (back in review)', 'hcw venues unpublish 7d0c... --reason "Closed for renovation"')
      .argument('<id>', 'venue id')
      .option('--reason <text>', 'why (kept with the decision)')
      .action(async (id: string, opts: { reason?: string; json?: boolean }) => {
        const venue = await operate<VenueView>('venues.unpublish', { id, reason: opts.reason });
        if (opts.json) return printJson(venue);
        console.log(`${venue.name} (${venue.city}) is unpublished: back in review, out of search.`);
      }),
  );

  venues.addCommand(
    command('export', 'write the whole catalogue (every venue with its packages) as JSON or CSV, to stdout or --output (then --json prints a summary)', 'hcw venues export --format csv --output catalogue.csv')
      .addOption(new Option('--format <format>', 'file format').choices(CATALOGUE_FORMATS).default('json'))
      .option('--output <file>', 'write to this file instead of stdout')
      .action(async (opts: { format: CatalogueFormat; output?: string; json?: boolean }) => {
        const result = await operate<{ text: string; venues: number }>('venues.export', { format: opts.format });
        if (!opts.output) return void process.stdout.write(result.text);
        fs.writeFileSync(opts.output, result.text);
        if (opts.json) return printJson({ file: opts.output, format: opts.format, venues: result.venues });
        console.log(`Wrote ${plural(result.venues, 'venue')} to ${opts.output} (${opts.format}).`);
      }),
  );

  venues.addCommand(
    command('import', 'add the venues of a catalogue file (as export writes it): every row checked, then all imported in one transaction, or none', 'hcw venues import catalogue.csv --dry-run')
      .argument('<file>', 'a .json or .csv catalogue file')
      .addOption(new Option('--format <format>', 'file format (default: from the file name)').choices(CATALOGUE_FORMATS))
      .option('--dry-run', 'check every row and report, import nothing')
      .action(async (file: string, opts: { format?: CatalogueFormat; dryRun?: boolean; json?: boolean }) => {
        let text: string;
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch (error) {
          throw new InvalidInputError('CLI.FILE_UNREADABLE', 'file', `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
        try {
          const report = await operate<CatalogueImportReport>('venues.import', { text, format: formatOf(file, opts.format), dryRun: opts.dryRun === true });
          if (opts.json) return printJson(report);
          printReport(report);
          console.log(report.dryRun ? `Dry run: nothing imported; ${plural(report.valid, 'venue')} would be.` : `Imported ${plural(report.imported, 'venue')}.`);
        } catch (error) {
          const report = detailsOf(error) as CatalogueImportReport | undefined;
          if (report) {
            if (opts.json) printJson(report);
            else printReport(report);
          }
          throw error;
        }
      }),
  );

  return venues;
}
