import { Command, CommanderError } from 'commander';
import { benchCommand } from './commands/bench.command.js';
import { bookingsCommand } from './commands/bookings.command.js';
import { dbCommand } from './commands/db.command.js';
import { jobsCommand } from './commands/jobs.command.js';
import { mailCommand } from './commands/mail.command.js';
import { venuesCommand } from './commands/venues.command.js';
import { reportError } from './cli-output.js';

/** Commander throws instead of exiting, so one place decides exit codes. */
function throwInsteadOfExit(command: Command): Command {
  command.exitOverride().showHelpAfterError();
  command.commands.forEach(throwInsteadOfExit);
  return command;
}

export function buildProgram(): Command {
  const program = new Command('hcw')
    .description('Hill Country Weddings operator tools (uses DATABASE_URL or DATA_DIR like the server)')
    .addCommand(dbCommand())
    .addCommand(venuesCommand())
    .addCommand(bookingsCommand())
    .addCommand(benchCommand())
    .addCommand(mailCommand())
    .addCommand(jobsCommand());
  return throwInsteadOfExit(program);
}

export async function main(argv: string[] = process.argv): Promise<void> {
  const program = buildProgram();
  // A command run with --json reports its failure as JSON too.
  let json = false;
  program.hook('preAction', (_program, action) => {
    json = action.opts<{ json?: boolean }>().json === true;
  });
  try {
    await program.parseAsync(argv);
  } catch (error) {
    // Commander has already printed its own usage message.
    if (error instanceof CommanderError) process.exitCode = error.exitCode;
    else process.exitCode = reportError(error, { json });
  }
}
