import { Command, InvalidArgumentError, Option } from 'commander';
import { readMail, type MailStatus, type StoredMail } from '../../adapters/mail/mail-log.js';
import { withDatabase } from '../cli-context.js';
import { printJson } from '../cli-output.js';

const MAX_LIMIT = 1000;
const MAIL_STATUSES: MailStatus[] = ['queued', 'sent', 'failed'];

/** "sent over smtp", "kept in the outbox", "queued", "failed after 3 attempts: ..." */
function describeState(m: StoredMail): string {
  if (m.status === 'sent') return m.transport === 'smtp' ? 'sent over SMTP' : 'kept in the outbox';
  if (m.status === 'failed') return `failed after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}: ${m.lastError ?? 'unknown error'}`;
  return 'queued';
}

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
    .description('show stored mail, newest first: invitations, booking notices ...; --status failed for what did not go out')
    .option('--to <email>', 'only mail to this address (any case)', email)
    .addOption(new Option('--status <status>', 'only mail in this state').choices(MAIL_STATUSES))
    .option('--limit <n>', `how many to show (at most ${MAX_LIMIT})`, limit, 20)
    .option('--json', 'print JSON for scripts')
    .action((opts: { to?: string; status?: MailStatus; limit: number; json?: boolean }) =>
      withDatabase(async ({ orm }) => {
        const messages = await readMail(orm.em, { to: opts.to, status: opts.status, limit: opts.limit });
        if (opts.json) return printJson({ messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })) });
        if (messages.length === 0) return console.log(opts.to ? `No mail to ${opts.to}.` : 'No mail yet.');
        for (const m of messages) {
          console.log(`#${m.id}  ${m.createdAt.toISOString()}  to ${m.recipient}  [${m.template}, ${describeState(m)}]`);
          if (m.subject) console.log(`Subject: ${m.subject}\n\n${m.body}`);
          console.log('-'.repeat(72));
        }
        console.log(`${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.`);
      }),
    );

  return mail;
}
