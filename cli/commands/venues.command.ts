import { Command, InvalidArgumentError, Option } from 'commander';
import { centsToDecimalString } from '../../domain/shared/money.js';
import { VENUE_STATUSES, type VenueStatus } from '../../domain/venues/venue.js';
import { withApplication } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return n;
}

export function venuesCommand(): Command {
  const venues = new Command('venues').description('the venue catalogue');

  venues
    .command('list')
    .description('list venues, by city then name')
    .addOption(new Option('--status <status>', 'only venues with this status').choices(VENUE_STATUSES))
    .option('--limit <n>', 'how many to show', positiveInt, 100)
    .option('--page <n>', 'which page of --limit venues', positiveInt, 1)
    .option('--json', 'print JSON for scripts')
    .action((opts: { status?: VenueStatus; limit: number; page: number; json?: boolean }) =>
      withApplication(async ({ useCases }) => {
        const result = await useCases.listVenues.execute({
          status: opts.status,
          limit: opts.limit,
          offset: (opts.page - 1) * opts.limit,
        });
        const rows = result.venues.map((v) => ({
          id: v.id,
          name: v.name,
          city: v.city,
          type: v.venueType,
          guests: v.maxGuests,
          price: centsToDecimalString(v.priceCents),
          rating: v.rating.toFixed(1),
          status: v.status,
        }));
        if (opts.json) return printJson({ total: result.total, venues: rows });
        if (rows.length === 0) return console.log('No venues found.');
        printTable(rows);
        console.log(`\n${rows.length} of ${result.total} venue${result.total === 1 ? '' : 's'}.`);
      }),
    );

  venues
    .command('approve')
    .description('publish a venue that is in review, so couples find it in search')
    .argument('<id>', 'venue id')
    .action((id: string) =>
      withApplication(async ({ useCases }) => {
        const venue = await useCases.approveVenue.execute(id);
        console.log(`${venue.name} (${venue.city}) is published.`);
      }),
    );

  return venues;
}
