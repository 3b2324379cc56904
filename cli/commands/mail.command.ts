import { Command, InvalidArgumentError, Option } from 'commander';
import type { MailStatus, StoredMail } from '../../adapters/mail/mail-log.js';
import { operate } from '../cli-context.js';
import { plural, printJson } from '../cli-output.js';
import { command, email, limit } from '../cli-options.js';

const MAX_LIMIT = 1000;
const MAIL_STATUSES: MailStatus[] = ['queued', 'sent', 'failed'];
type MailView = Omit<StoredMail, 'createdAt' | 'sentAt'> & { createdAt: string; sentAt: string | null };

/** "sent over smtp", "kept in the outbox", "queued", "failed after 3 attempts: ..." */
function describeState(m: MailView): string {
  if (m.status === 'sent') return m.transport === 'smtp' ? 'sent over SMTP' : 'kept in the outbox';
  if (m.status === 'failed') return `failed after ${plural(m.attempts, 'attempt')}: ${m.lastError ?? 'unknown error'}`;
  return 'queued';
}

function mailId(value: string): number {
  const n = Number(value.replace(/^#/, ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a mail number, as mail list shows it');
  return n;
}

function printMail(m: MailView, full: boolean): void {
  console.log(`#${m.id}  ${m.createdAt}  to ${m.recipient}  [${m.template}, ${describeState(m)}]`);
  if (m.subject) console.log(`Subject: ${m.subject}${full || m.body ? `\n\n${m.body}` : ''}`);
  console.log('-'.repeat(72));
}

/** list, and outbox as it was called before. */
function listCommand(name: string): Command {
  return command(name, 'show stored mail, newest first: invitations, booking notices ...; --status failed for what did not go out', `hcw mail ${name} --status failed`)
    .option('--to <email>', 'only mail to this address (any case)', email)
    .addOption(new Option('--status <status>', 'only mail in this state').choices(MAIL_STATUSES))
    .option('--limit <n>', `how many to show (at most ${MAX_LIMIT})`, limit(MAX_LIMIT), 20)
    .action(async (opts: { to?: string; status?: MailStatus; limit: number; json?: boolean }) => {
      const { messages } = await operate<{ messages: MailView[] }>('mail.list', { to: opts.to, status: opts.status, limit: opts.limit });
      if (opts.json) return printJson({ messages });
      if (messages.length === 0) return console.log(opts.to ? `No mail to ${opts.to}.` : 'No mail yet.');
      for (const m of messages) printMail(m, false);
      console.log(`${plural(messages.length, 'message')}, newest first.`);
    });
}

export function mailCommand(): Command {
  const mail = new Command('mail').description('mail the app has sent (or keeps in its outbox when SMTP_URL is not set)').addHelpText('after', '\nExample:\n  hcw mail list --status failed');

  mail.addCommand(listCommand('list'));
  mail.addCommand(listCommand('outbox'));

  mail.addCommand(
    command('show', 'show one mail with its text', 'hcw mail show 42')
      .argument('<id>', 'mail number (#42 in mail list)', mailId)
      .action(async (id: number, opts: { json?: boolean }) => {
        const m = await operate<MailView & { html: string | null }>('mail.show', { id });
        if (opts.json) return printJson(m);
        printMail(m, true);
      }),
  );

  mail.addCommand(
    command('retry', 'send a failed mail again: back on the queue, the server sends it', 'hcw mail retry 42')
      .argument('<id>', 'mail number (#42 in mail list)', mailId)
      .action(async (id: number, opts: { json?: boolean }) => {
        const m = await operate<MailView>('mail.retry', { id });
        if (opts.json) return printJson(m);
        console.log(`Mail #${m.id} to ${m.recipient} is queued again; the server sends it.`);
      }),
  );

  return mail;
}
