import type { Account, Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { sortTasks, timelineProgress, type TimelineProgress, type TimelineTask } from '../timeline-task.js';
import { coupleName, type Wedding } from '../wedding.js';
import { accessBookingWedding, accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

export interface TimelineView {
  wedding: Wedding;
  coupleName: string;
  /** Due first (see sortTasks). */
  tasks: TimelineTask[];
  progress: TimelineProgress;
  /** The day the view was read on, in the Hill Country: what overdue and upcoming are counted from. */
  today: CalendarDate;
  /** When the current read-only link was made; null when none is active. */
  sharedSince: Date | null;
}

export type TimelinePorts = PlanningAccessPorts & Pick<Ports, 'timelineTasks' | 'timelineShares'>;

export async function timelineView(ports: TimelinePorts, account: Pick<Account, 'firstName' | 'lastName'>, wedding: Wedding): Promise<TimelineView> {
  const today = calendarDateIn(ports.clock.now());
  const tasks = sortTasks(await ports.timelineTasks.listByWedding(wedding.id));
  const share = await ports.timelineShares.findByWedding(wedding.id);
  return { wedding, coupleName: coupleName(account, wedding), tasks, progress: timelineProgress(tasks, today), today, sharedSince: share?.createdAt ?? null };
}

/**
 * The couple's timeline: one per wedding. Read through one of their bookings it is the same
 * timeline (a booking never holds a second one); another couple's booking reads as not found, unless the caller collaborates on that wedding.
 */
export class GetTimeline {
  constructor(private readonly ports: TimelinePorts) {}

  async execute(actor: Actor | null, bookingId?: string, scope: PlanningScope = {}): Promise<TimelineView> {
    const { account, wedding } = bookingId !== undefined ? await accessBookingWedding(this.ports, actor, bookingId) : await accessWedding(this.ports, actor, scope);
    return timelineView(this.ports, account, wedding);
  }
}
