import { Command } from 'commander';
import { withApplication } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';

export function jobsCommand(): Command {
  const jobs = new Command('jobs').description('background work: event handlers and mail delivery (pg-boss, in the app database)');

  jobs
    .command('failed')
    .description('jobs that used up their retries, newest first, with their last error\n\nExample: hcw jobs failed --json')
    .option('--json', 'print JSON for scripts')
    .action((opts: { json?: boolean }) =>
      withApplication(async ({ jobs: queue }) => {
        const failed = (await queue.failedJobs()).sort((a, b) => (b.completedOn?.getTime() ?? 0) - (a.completedOn?.getTime() ?? 0));
        if (opts.json) return printJson({ jobs: failed });
        if (failed.length === 0) return console.log('No failed jobs.');
        printTable(
          failed.map((job) => ({
            id: job.id,
            queue: job.name,
            failed: job.completedOn?.toISOString() ?? '',
            data: JSON.stringify(job.data),
            error: errorText(job.output).slice(0, 80),
          })),
        );
      }),
    );

  return jobs;
}

/** pg-boss keeps the thrown error (or what a handler returned) as the job's output. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
