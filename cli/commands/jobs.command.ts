import { Command, Option } from 'commander';
import type { QueuedJobView } from '../../adapters/jobs/pg-boss-job-queue.js';
import { operate } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';
import { command, limit } from '../cli-options.js';

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];
type JobView = Omit<QueuedJobView, 'createdOn' | 'completedOn'> & { createdOn: string | null; completedOn: string | null };

/** pg-boss keeps the thrown error (or what a handler returned) as the job's output. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

function printJobs(jobs: JobView[], empty: string): void {
  if (jobs.length === 0) return console.log(empty);
  printTable(
    jobs.map((job) => ({
      id: job.id,
      queue: job.name,
      state: job.state,
      tries: `${job.retryCount}/${job.retryLimit}`,
      created: job.createdOn ?? '',
      data: JSON.stringify(job.data).slice(0, 60),
      error: job.state === 'failed' || job.state === 'retry' ? errorText(job.output).slice(0, 80) : '',
    })),
  );
}

export function jobsCommand(): Command {
  const jobs = new Command('jobs').description('background work: event handlers and mail delivery (pg-boss, in the app database)').addHelpText('after', '\nExample:\n  hcw jobs list --state failed');

  jobs.addCommand(
    command('list', 'jobs of every queue, newest first, with the last error of failed ones', 'hcw jobs list --state failed --json')
      .addOption(new Option('--state <state>', 'only jobs in this state').choices(JOB_STATES))
      .option('--limit <n>', 'at most this many jobs a queue (at most 100000)', limit(100_000), 1000)
      .action(async (opts: { state?: string; limit: number; json?: boolean }) => {
        const { jobs: found } = await operate<{ jobs: JobView[] }>('jobs.list', { state: opts.state, limit: opts.limit });
        if (opts.json) return printJson({ jobs: found });
        printJobs(found, opts.state ? `No ${opts.state} jobs.` : 'No jobs.');
      }),
  );

  jobs.addCommand(
    command('failed', 'jobs that used up their retries (same as list --state failed)', 'hcw jobs failed --json').action(async (opts: { json?: boolean }) => {
      const { jobs: found } = await operate<{ jobs: JobView[] }>('jobs.list', { state: 'failed' });
      if (opts.json) return printJson({ jobs: found });
      printJobs(found, 'No failed jobs.');
    }),
  );

  jobs.addCommand(
    command('retry', 'send a failed job back to its queue, with its retries renewed', 'hcw jobs retry 0b9c...')
      .argument('<id>', 'job id, as jobs list shows it')
      .action(async (id: string, opts: { json?: boolean }) => {
        const job = await operate<JobView>('jobs.retry', { id });
        if (opts.json) return printJson(job);
        console.log(`Job ${job.id} (${job.name}) is queued again; the server works it.`);
      }),
  );

  return jobs;
}
