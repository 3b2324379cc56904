import type { Clock } from '../../domain/shared/clock.js';
import type { ScheduledWork, ScheduledWorkName, Scheduler } from '../../domain/shared/scheduler.js';
import { DUE_AT_FIELD, type PgBossJobQueue, type ScheduledJobData } from './pg-boss-job-queue.js';

/**
 * Scheduled work as pg-boss jobs on the queue named after the work, queued in the caller's
 * transaction. pg-boss starts a job when the database's clock passes start_after; the core tells
 * time by its Clock port. So the job starts after the delay the Clock gives (seconds from the
 * database's now), and keeps the due time by the Clock in its data, which drain() honours when
 * a test's clock has been moved on. With the system clock both say the same thing.
 */
export class PgBossScheduler implements Scheduler {
  constructor(
    private readonly jobs: Pick<PgBossJobQueue, 'enqueue'>,
    private readonly clock: Clock,
  ) {}

  async schedule<K extends ScheduledWorkName>(name: K, data: ScheduledWork[K], at: Date): Promise<void> {
    const delaySeconds = Math.max(0, Math.ceil((at.getTime() - this.clock.now().getTime()) / 1000));
    await this.jobs.enqueue<ScheduledWork[K] & ScheduledJobData>(name, { ...data, [DUE_AT_FIELD]: at.toISOString() }, { startAfter: delaySeconds });
  }
}
