import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { benchCommand } from './commands/bench.command.js';
import { bookingsCommand } from './commands/bookings.command.js';
import { dbCommand } from './commands/db.command.js';
import { inquiriesCommand } from './commands/inquiries.command.js';
import { jobsCommand } from './commands/jobs.command.js';
import { mailCommand } from './commands/mail.command.js';
import { usersCommand } from './commands/users.command.js';
import { venuesCommand } from './commands/venues.command.js';
import { reviewsCommand } from './commands/reviews.command.js';
import { EXIT, EXIT_CODES_HELP, reportError } from './cli-output.js';

/** The app's version, from the package.json above this file (cli/ in the sources, dist/server/cli/ when built). */
function appVersion(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'hill-country-weddings') return pkg.version ?? 'unknown';
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

/** Commander throws instead of exiting, so one place decides exit codes. */
function throwInsteadOfExit(command: Command, json: boolean): Command {
  command.exitOverride().showHelpAfterError(!json);
  // Under --json a usage error is JSON too (main reports it); otherwise commander prints it.
  if (json) command.configureOutput({ outputError: () => {} });
  command.commands.forEach((sub) => throwInsteadOfExit(sub, json));
  return command;
}

export function buildProgram(options: { json?: boolean } = {}): Command {
  const program = new Command('hcw')
    .description('Hill Country Weddings operator tools (uses DATABASE_URL or DATA_DIR like the server)')
    .version(appVersion(), '-V, --version', 'print the version')
    .addHelpText('after', `\nExample:\n  hcw venues list --status review\n${EXIT_CODES_HELP}`)
    .addCommand(dbCommand())
    .addCommand(usersCommand())
    .addCommand(venuesCommand())
    .addCommand(bookingsCommand())
    .addCommand(inquiriesCommand())
    .addCommand(reviewsCommand())
    .addCommand(mailCommand())
    .addCommand(jobsCommand())
    .addCommand(benchCommand());
  return throwInsteadOfExit(program, options.json === true);
}

/** --help and --version end with code 0; every other commander error (a missing subcommand too) is a usage error. */
const COMMANDER_DONE = new Set(['commander.helpDisplayed', 'commander.version']);

export async function main(argv: string[] = process.argv): Promise<void> {
  // A command run with --json reports its failure as JSON too, usage errors included.
  const json = argv.slice(2).includes('--json');
  const program = buildProgram({ json });
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (COMMANDER_DONE.has(error.code)) {
        process.exitCode = EXIT.done;
        return;
      }
      // Without --json, commander has already printed its message and the help.
      if (json) process.stderr.write(`${JSON.stringify({ error: { code: 'CLI.USAGE', message: error.message.replace(/^error: /, '') } })}\n`);
      process.exitCode = EXIT.badInput;
    } else process.exitCode = reportError(error, { json });
  }
}
