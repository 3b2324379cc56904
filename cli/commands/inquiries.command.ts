import { Command, Option } from 'commander';
import { INQUIRY_STATUSES } from '../../domain/inquiries/inquiry.js';
import { operate } from '../cli-context.js';
import { plural, printJson, printRecord, printTable } from '../cli-output.js';
import { command, limit, paging, positiveInt } from '../cli-options.js';

interface InquiryView {
  id: string;
  venueName: string;
  coupleName: string;
  email: string;
  weddingDate: string | null;
  guestCount: number | null;
  status: string;
  createdAt: string;
}

export function inquiriesCommand(): Command {
  const inquiries = new Command('inquiries').description("couples' questions to venues (read only: owners answer them)").addHelpText('after', '\nExample:\n  hcw inquiries list --status pending');

  inquiries.addCommand(
    command('list', 'list inquiries, newest first, with the venue of each', 'hcw inquiries list --venue 7d0c... --json')
      .option('--venue <id>', 'only this venue')
      .addOption(new Option('--status <status>', 'only this status').choices(INQUIRY_STATUSES))
      .option('--limit <n>', 'how many to show (at most 1000)', limit(1000), 100)
      .option('--page <n>', 'which page of --limit inquiries', positiveInt, 1)
      .action(async (opts: { venue?: string; status?: string; limit: number; page: number; json?: boolean }) => {
        const result = await operate<{ total: number; inquiries: InquiryView[] }>('inquiries.list', { venue: opts.venue, status: opts.status, ...paging(opts) });
        if (opts.json) return printJson(result);
        if (result.inquiries.length === 0) return console.log('No inquiries found.');
        printTable(
          result.inquiries.map((i) => ({ id: i.id, received: i.createdAt.slice(0, 10), venue: i.venueName, couple: i.coupleName, email: i.email, wedding: i.weddingDate ?? '', guests: i.guestCount ?? '', status: i.status })),
        );
        console.log(`\n${result.inquiries.length} of ${plural(result.total, 'inquiry').replace(/inquirys$/, 'inquiries')}.`);
      }),
  );

  inquiries.addCommand(
    command('show', 'show one inquiry with its message', 'hcw inquiries show 5b1e...')
      .argument('<id>', 'inquiry id')
      .action(async (id: string, opts: { json?: boolean }) => {
        const inquiry = await operate<Record<string, unknown>>('inquiries.show', { id });
        if (opts.json) return printJson(inquiry);
        printRecord(inquiry);
      }),
  );

  return inquiries;
}
