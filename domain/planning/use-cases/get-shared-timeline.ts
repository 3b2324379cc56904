import type { Ports } from '../../ports.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { sortTasks, timelineProgress, type TimelineProgress, type TimelineTask } from '../timeline-task.js';
import { coupleName } from '../wedding.js';

export interface SharedTimelineView {
  coupleName: string;
  weddingDate: CalendarDate | null;
  tasks: TimelineTask[];
  progress: TimelineProgress;
  today: CalendarDate;
}

/** What a shared link shows anyone who has it, read-only; a revoked or unknown link is not found. */
export class GetSharedTimeline {
  constructor(private readonly ports: Pick<Ports, 'timelineShares' | 'weddings' | 'accounts' | 'timelineTasks' | 'secretTokens' | 'clock'>) {}

  async execute(token: string): Promise<SharedTimelineView> {
    const share = await this.ports.timelineShares.findByTokenHash(this.ports.secretTokens.hash(token));
    const wedding = share ? await this.ports.weddings.findById(share.weddingId) : null;
    const account = wedding ? await this.ports.accounts.findById(wedding.accountId) : null;
    if (!wedding || !account) throw new NotFoundError('PLANNING.SHARED_TIMELINE_NOT_FOUND', 'Shared timeline');
    const today = calendarDateIn(this.ports.clock.now());
    const tasks = sortTasks(await this.ports.timelineTasks.listByWedding(wedding.id));
    return { coupleName: coupleName(account, wedding), weddingDate: wedding.weddingDate, tasks, progress: timelineProgress(tasks, today), today };
  }
}
