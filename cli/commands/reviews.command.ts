import { Command } from 'commander';
import { operate } from '../cli-context.js';
import { plural, printJson, printRecord, printTable } from '../cli-output.js';
import { command, limit, paging, positiveInt } from '../cli-options.js';

interface ReportedReviewView {
  id: string;
  venueName: string;
  authorName: string;
  stars: number;
  title: string;
  createdAt: string;
  reportCount: number;
  reports: { reason: string; details: string | null }[];
}

export function reviewsCommand(): Command {
  const reviews = new Command('reviews')
    .description("couples' verified reviews: the reported ones, and hiding one with a reason")
    .addHelpText('after', '\nExample:\n  hcw reviews list --reported\n  hcw reviews hide 5b1e... --reason "Names a staff member\'s phone number"');

  reviews.addCommand(
    command('list', 'list reviews that someone reported and that are still shown, most reported first', 'hcw reviews list --reported --json')
      .requiredOption('--reported', 'only reported reviews (the one list operators need)')
      .option('--limit <n>', 'how many to show (at most 1000)', limit(1000), 100)
      .option('--page <n>', 'which page of --limit reviews', positiveInt, 1)
      .action(async (opts: { limit: number; page: number; json?: boolean }) => {
        const result = await operate<{ total: number; reviews: ReportedReviewView[] }>('reviews.list-reported', paging(opts));
        if (opts.json) return printJson(result);
        if (result.reviews.length === 0) return console.log('No reported reviews.');
        printTable(
          result.reviews.map((r) => ({
            id: r.id,
            posted: r.createdAt.slice(0, 10),
            venue: r.venueName,
            by: r.authorName,
            stars: r.stars,
            title: r.title,
            reports: r.reportCount,
            reasons: [...new Set(r.reports.map((report) => report.reason))].join(', '),
          })),
        );
        console.log(`\n${result.reviews.length} of ${plural(result.total, 'reported review')}.`);
      }),
  );

  reviews.addCommand(
    command('hide', "hide a review from the venue page and its rating, with the operators' reason", 'hcw reviews hide 5b1e... --reason "Not about this venue"')
      .argument('<id>', 'review id')
      .requiredOption('--reason <text>', 'why it is hidden (kept with the review)')
      .action(async (id: string, opts: { reason: string; json?: boolean }) => {
        const hidden = await operate<Record<string, unknown>>('reviews.hide', { id, reason: opts.reason });
        if (opts.json) return printJson(hidden);
        printRecord(hidden);
      }),
  );

  return reviews;
}
