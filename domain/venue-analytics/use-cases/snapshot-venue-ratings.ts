import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { addMonths, monthOf, startOfDayIn } from '../analytics-period.js';

/**
 * Keeps the rating trend: this month's rating and review count of every published venue, written
 * once per venue and month (a second run in the month changes nothing), then the run at the start
 * of next month is booked on the job queue. A month whose run nobody booked (the server was off
 * at the turn of the month) is booked at the next start (bookMissedRun), to run in the background
 * that day. Which run books a month's is decided by the database (claimRun), so restarts and
 * several app processes book it once.
 */
export class SnapshotVenueRatings {
  constructor(private readonly ports: Pick<Ports, 'ratingSnapshots' | 'scheduler' | 'uow' | 'clock'>) {}

  async execute(): Promise<{ month: string; written: number }> {
    const month = monthOf(calendarDateIn(this.ports.clock.now()));
    const next = addMonths(month, 1);
    return this.ports.uow.run(async () => {
      const written = await this.ports.ratingSnapshots.snapshotAll(month);
      if (await this.ports.ratingSnapshots.claimRun(next)) {
        await this.ports.scheduler.schedule('analytics.snapshot-ratings', { month: next }, startOfDayIn(`${next}-01`));
      }
      return { month, written };
    });
  }

  /** At server start-up: cheap when this month's run is booked already; else books it for now, off the start-up path. */
  async bookMissedRun(): Promise<boolean> {
    const month = monthOf(calendarDateIn(this.ports.clock.now()));
    return this.ports.uow.run(async () => {
      if (!(await this.ports.ratingSnapshots.claimRun(month))) return false;
      await this.ports.scheduler.schedule('analytics.snapshot-ratings', { month }, this.ports.clock.now());
      return true;
    });
  }
}
