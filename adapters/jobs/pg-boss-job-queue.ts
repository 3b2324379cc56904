import type { MikroORM } from '@mikro-orm/core';
import { PgBoss, fromKysely, fromPglite, type Job, type PGliteLike } from 'pg-boss';
import type { Clock } from '../../domain/shared/clock.js';
import type { DatabaseTarget } from '../persistence/database-config.js';
import { SystemClock } from '../runtime/system-clock.js';

/** One kind of background work: its queue name, what it does, and how it retries. */
export interface JobDefinition<T extends object = object> {
  name: string;
  run(data: T): Promise<void>;
  /** Attempts after the first; then the job ends as failed, visible to operators. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (backoff). */
  retryDelaySeconds?: number;
  /**
   * Its jobs are queued for later (startAfter): the worker finds them due by polling. The other
   * queues wake their workers as a job is queued (LISTEN/NOTIFY) and poll only as a backstop.
   */
  dueLater?: boolean;
}

export interface JobQueueOptions {
  /** Whether this process works jobs, or only queues them (RUN_JOBS=false on a web-only instance). */
  work: boolean;
  /**
   * Seconds between polls of the dueLater queues (and of every queue while the database cannot
   * notify). A job queued on another queue wakes its worker at once, in any process.
   */
  pollingIntervalSeconds?: number;
  /**
   * The app's clock is not the system's (HCW_NOW): scheduled work is due by the app's clock, which
   * pg-boss cannot see, so the worker brings due jobs forward itself at each poll.
   */
  followAppClock?: boolean;
}

/** Scheduled work carries its due time by the app's clock, as an ISO instant under this field. */
export const DUE_AT_FIELD = 'dueAt';
export type ScheduledJobData = { [DUE_AT_FIELD]: string };

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 15;
const MAX_RETRY_DELAY_SECONDS = 15 * 60;

/**
 * The durable job queue: pg-boss in the app's own PostgreSQL (the server, or embedded PGlite),
 * so jobs survive restarts and, with several app processes, each job runs once. A job queued
 * inside a unit of work is written in its transaction: it exists exactly when the change does.
 */
export class PgBossJobQueue {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private clockFollower: NodeJS.Timeout | null = null;
  private working = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  /**
   * `clock` is the app's Clock: it decides when scheduled work (see PgBossScheduler) is due for
   * drain(). pg-boss itself compares start_after with the database's own now(); its `clock`
   * option would not change that (only its TestClock rewrites the SQL-side clock, and only on
   * sessions pg-boss opened itself, not on the app's transactions that queue the jobs).
   */
  static async open(orm: MikroORM, target: DatabaseTarget, clock: Clock = new SystemClock(), { listen = true }: { listen?: boolean } = {}): Promise<PgBossJobQueue> {
    // `listen`: hear each job queued (LISTEN, one connection of its own on the server), for a process that works them.
    const boss =
      target.kind === 'server'
        ? new PgBoss({ connectionString: target.url, max: 4, application_name: 'hcw-jobs', useListenNotify: listen })
        : new PgBoss({ db: fromPglite((await orm.em.getConnection().getNativeClient()) as unknown as PGliteLike), backend: 'pglite', useListenNotify: listen });
    boss.on('error', (error) => console.error(`Job queue: ${error instanceof Error ? error.message : String(error)}`));
    await boss.start();
    return new PgBossJobQueue(boss, orm, clock);
  }

  /** Creates the queues (idempotent) and, if this process works jobs, starts their workers. */
  async start(definitions: readonly JobDefinition<never>[], options: JobQueueOptions): Promise<void> {
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      const retryDelay = definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
      const notify = !definition.dueLater;
      await this.boss.createQueue(definition.name, {
        retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay,
        retryBackoff: retryDelay > 0,
        retryDelayMax: MAX_RETRY_DELAY_SECONDS,
        notify,
      });
      // Warms pg-boss's queue cache, so sends inside a transaction never read through another
      // connection. A queue made before it notified (createQueue leaves one that exists) is changed.
      const queue = await this.boss.getQueue(definition.name);
      if (queue && Boolean(queue.notify) !== notify) await this.boss.updateQueue(definition.name, { notify });
    }
    if (options.work) await this.work(options);
  }

  /**
   * Starts this process's workers on the queues start() made: at once from start({ work: true }),
   * or later (the web server starts them once it answers, so their first fetches do not slow its
   * start). A second call changes nothing.
   */
  async work(options: Omit<JobQueueOptions, 'work'> = {}): Promise<void> {
    if (this.working) return;
    this.working = true;
    if (options.followAppClock) this.followClock((options.pollingIntervalSeconds ?? 2) * 1000);
    for (const definition of this.definitions.values()) {
      // After each job the worker fetches again at once, instead of waiting for its poll (30 s on a
      // queue that is woken by NOTIFY): a backlog (a restart, a burst of mail) drains at the
      // workers' pace. A wake-up is a flag, so several NOTIFYs while a job runs count as one.
      let workerId: string | null = null;
      let workedBeforeId = false;
      const fetchAgain = () => (workerId ? this.boss.notifyWorker(workerId) : (workedBeforeId = true));
      workerId = await this.boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs: Job<object>[]) => {
          try {
            for (const job of jobs) await (definition as JobDefinition<object>).run(job.data);
          } finally {
            fetchAgain();
          }
        },
      );
      if (workedBeforeId) this.boss.notifyWorker(workerId);
    }
  }

  /** Queues work; inside a unit of work, in its transaction. A number for startAfter is seconds from the database's now. */
  async enqueue<T extends object>(name: string, data: T, options: { startAfter?: Date | number; singletonKey?: string } = {}): Promise<void> {
    await this.boss.send(name, data, { ...options, db: this.transaction() });
  }

  async enqueueMany<T extends object>(name: string, items: readonly T[]): Promise<void> {
    if (items.length === 0) return;
    await this.boss.insert(
      name,
      items.map((data) => ({ data })),
      { db: this.transaction() },
    );
  }

  /**
   * Works every job that is due now, in this process, until none is left; for tests and
   * for `hcw jobs run`. Failures are recorded as pg-boss records them (retry, then failed).
   * Scheduled work counts as due when the app's clock has reached its due time, so a test that
   * moves its clock forward sees what would have run by then.
   */
  async drain(maxRounds = 20): Promise<number> {
    let done = 0;
    for (let round = 0; round < maxRounds; round++) {
      await this.bringForwardScheduled();
      let found = 0;
      for (const definition of this.definitions.values()) {
        const jobs = await this.boss.fetch<object>(definition.name, { batchSize: 100 });
        for (const job of jobs) {
          found++;
          try {
            await (definition as JobDefinition<object>).run(job.data);
            await this.boss.complete(definition.name, job.id);
          } catch (error) {
            await this.boss.fail(definition.name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      }
      done += found;
      if (found === 0) break;
    }
    return done;
  }

  /**
   * Scheduled jobs whose due time (by the app's clock, kept in their data) has come but whose
   * start_after (by the database's clock) has not: they start now. With the system clock the two
   * agree and this finds nothing.
   */
  private async bringForwardScheduled(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const name of this.definitions.keys()) {
      for (const job of await this.boss.findJobs<Partial<ScheduledJobData>>(name, { queued: true })) {
        const dueAt = job.data?.[DUE_AT_FIELD];
        if (typeof dueAt === 'string' && Date.parse(dueAt) <= now) await this.boss.update(name, undefined, { id: job.id, startAfter: 0 });
      }
    }
  }

  /** Jobs that ended as failed, newest first, for operators. */
  async failedJobs(): Promise<{ id: string; name: string; data: object; output: unknown; completedOn: Date | null }[]> {
    const failed = [];
    for (const name of this.definitions.keys()) {
      for (const job of await this.boss.findJobs<object>(name, { queued: false })) {
        if (job.state === 'failed') failed.push({ id: job.id, name, data: job.data, output: job.output, completedOn: job.completedOn ?? null });
      }
    }
    return failed;
  }

  private followClock(everyMs: number): void {
    let running = false;
    this.clockFollower = setInterval(() => {
      if (running) return;
      running = true;
      this.bringForwardScheduled()
        .catch((error: unknown) => console.error(`Job queue: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (running = false));
    }, everyMs);
    this.clockFollower.unref();
  }

  /** Every job of every queue (at most `limit` a queue, oldest first), for `hcw jobs list`. */
  async listJobs(limit = 1000): Promise<QueuedJobView[]> {
    const all: QueuedJobView[] = [];
    for (const name of this.definitions.keys()) {
      for (const job of await this.boss.findJobs<object>(name, { limit })) all.push(jobView(name, job));
    }
    return all;
  }

  /** Sends a failed job back to its queue (`hcw jobs retry`): null when no job has the id, "not-failed" when it has not failed. */
  async retryFailed(id: string): Promise<QueuedJobView | null | 'not-failed'> {
    for (const name of this.definitions.keys()) {
      const [job] = await this.boss.findJobs<object>(name, { id });
      if (!job) continue;
      if (job.state !== 'failed') return 'not-failed';
      await this.boss.retry(name, id);
      const [again] = await this.boss.findJobs<object>(name, { id });
      return jobView(name, again ?? job);
    }
    return null;
  }

  async stop(): Promise<void> {
    if (this.clockFollower) clearInterval(this.clockFollower);
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }

  /** The open unit of work's transaction, as pg-boss's database, or undefined outside one. */
  private transaction() {
    const em = this.orm.em.getContext(false);
    const trx = em.isInTransaction() ? em.getTransactionContext() : undefined;
    return trx ? fromKysely(trx as Parameters<typeof fromKysely>[0]) : undefined;
  }
}

/** A job as operators see it. */
export interface QueuedJobView {
  id: string;
  name: string;
  state: string;
  data: object;
  output: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date | null;
  completedOn: Date | null;
}

function jobView(name: string, job: { id: string; state?: string; data: object; output?: unknown; retryCount?: number; retryLimit?: number; createdOn?: Date; completedOn?: Date | null }): QueuedJobView {
  return {
    id: job.id,
    name,
    state: job.state ?? 'created',
    data: job.data,
    output: job.output ?? null,
    retryCount: job.retryCount ?? 0,
    retryLimit: job.retryLimit ?? 0,
    // Dates arrive as text from some drivers (PGlite).
    createdOn: job.createdOn ? new Date(job.createdOn) : null,
    completedOn: job.completedOn ? new Date(job.completedOn) : null,
  };
}
