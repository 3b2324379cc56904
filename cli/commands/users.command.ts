import { Command, Option } from 'commander';
import { ACCOUNT_TYPES } from '../../domain/accounts/account.js';
import { operate } from '../cli-context.js';
import { plural, printJson, printRecord, printTable } from '../cli-output.js';
import { command, limit, paging, positiveInt } from '../cli-options.js';

interface User {
  id: string;
  email: string;
  accountType: string;
  name: string;
  createdAt: string;
  emailVerified: boolean;
  disabled: boolean;
  disabledAt: string | null;
}

const ACCOUNT = ['<account>', 'account id or email address'] as const;

function row(u: User) {
  return { id: u.id, email: u.email, type: u.accountType, name: u.name, verified: u.emailVerified ? 'yes' : 'no', state: u.disabled ? 'disabled' : 'active', created: u.createdAt.slice(0, 10) };
}

/** An action on one account that prints the account and a sentence. */
function accountAction(name: string, description: string, op: string, say: (u: User & Record<string, unknown>) => string): Command {
  return command(name, description, `hcw users ${name} ana@example.com`)
    .argument(...ACCOUNT)
    .action(async (account: string, opts: { json?: boolean }) => {
      const user = await operate<User & Record<string, unknown>>(op, { account });
      if (opts.json) return printJson(user);
      console.log(say(user));
    });
}

export function usersCommand(): Command {
  const users = new Command('users').description('accounts: couples, venue owners and vendors').addHelpText('after', '\nExample:\n  hcw users list --type venue');

  users.addCommand(
    command('list', 'list accounts, oldest first', 'hcw users list --type venue --email @example.com --json')
      .addOption(new Option('--type <type>', 'only this kind of account').choices(ACCOUNT_TYPES))
      .option('--email <text>', 'only addresses holding this text (any case)')
      .option('--limit <n>', 'how many to show (at most 1000)', limit(1000), 100)
      .option('--page <n>', 'which page of --limit accounts', positiveInt, 1)
      .action(async (opts: { type?: string; email?: string; limit: number; page: number; json?: boolean }) => {
        const result = await operate<{ total: number; users: User[] }>('users.list', { type: opts.type, email: opts.email, ...paging(opts) });
        if (opts.json) return printJson(result);
        if (result.users.length === 0) return console.log('No accounts found.');
        printTable(result.users.map(row));
        console.log(`\n${result.users.length} of ${plural(result.total, 'account')}.`);
      }),
  );

  users.addCommand(
    command('show', 'show one account', 'hcw users show ana@example.com')
      .argument(...ACCOUNT)
      .action(async (account: string, opts: { json?: boolean }) => {
        const user = await operate<User>('users.show', { account });
        if (opts.json) return printJson(user);
        printRecord(user as unknown as Record<string, unknown>);
      }),
  );

  users.addCommand(accountAction('disable', 'stop the account signing in and end every session it has', 'users.disable', (u) => `${u.email} is disabled: it cannot sign in, and its sessions have ended.`));
  users.addCommand(accountAction('enable', 'let a disabled account sign in again', 'users.enable', (u) => `${u.email} may sign in again.`));
  users.addCommand(
    accountAction('reset-password', 'mail the account a password reset link (the forgot-password mail)', 'users.reset-password', (u) => `A password reset link is queued for ${u.email}.`),
  );
  users.addCommand(
    accountAction('unthrottle', 'forget the failed sign-ins counted against the account, from every client', 'users.unthrottle', (u) =>
      u.clearedThrottles ? `Cleared the sign-in pause of ${u.email} (${plural(Number(u.clearedThrottles), 'client')}).` : `${u.email} had no failed sign-ins counted.`,
    ),
  );

  return users;
}
