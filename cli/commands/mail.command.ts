import { Command, InvalidArgumentError } from 'commander';
import { readMail } from '../../adapters/mail/mail-log.js';
import { withDatabase } from '../cli-context.js';
import { printJson } from '../cli-output.js';

const MAX_LIMIT = 1000;

function limit(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT) throw new InvalidArgumentError(`must be a whole number from 1 to ${MAX_LIMIT}`);
  return n;
}

function email(value: string): string {
  const address = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new InvalidArgumentError('must be an email address');
  return address;
}

export function mailCommand(): Command {
  const mail = new Command('mail').description('mail the app has sent (or keeps in its outbox when SMTP_URL is not set)');

  mail
    .command('outbox')
    .description('show stored mail, newest first: invitations, booking notices ...')
    .option('--to <email>', 'only mail to this address (any case)', email)
    .option('--limit <n>', `how many to show (at most ${MAX_LIMIT})`, limit, 20)
    .option('--json', 'print JSON for scripts')
    .action((opts: { to?: string; limit: number; json?: boolean }) =>
      withDatabase(async ({ orm }) => {
        const messages = await readMail(orm.em, { to: opts.to, limit: opts.limit });
        if (opts.json) return printJson({ messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
        if (messages.length === 0) return console.log(opts.to ? `No mail to ${opts.to}.` : 'No mail yet.');
        for (const m of messages) {
          console.log(`#${m.id}  ${m.createdAt.toISOString()}  to ${m.recipient}  [${m.topic}, ${m.transport}]`);
          console.log(`Subject: ${m.subject}\n\n${m.body}\n${'-'.repeat(72)}`);
        }
        console.log(`${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.`);
      }),
    );

  return mail;
}
