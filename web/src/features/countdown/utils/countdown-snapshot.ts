import {
  countdownParts,
  isCurrentMilestone,
  isMilestoneDue,
  MILESTONES,
  milestoneDate,
  weddingDayStart,
  type CountdownParts,
  type Milestone,
} from '@domain/planning/countdown';
import { weddingCountdown, type WeddingCountdown } from '@domain/planning/wedding';
import { calendarDateIn, type CalendarDate } from '@domain/shared/calendar-date';

// Everything the countdown page shows at one instant, put together from the domain's rules
// (the same ones the API's countdown uses), so the page holds no rule of its own.

export interface MilestoneView extends Milestone {
  /** The day it falls due. */
  date: CalendarDate;
  completed: boolean;
  current: boolean;
}

export interface CountdownSnapshot {
  weddingDate: CalendarDate;
  today: CalendarDate;
  /** Days left (0 on the day and after), weeks, months, phase and progress. */
  stats: WeddingCountdown;
  timer: CountdownParts;
  milestones: MilestoneView[];
  completedCount: number;
  /** The latest milestone reached, if any. */
  latest: MilestoneView | null;
  /** The next milestone still ahead, if any. */
  next: MilestoneView | null;
  /** The wedding day has come. */
  arrived: boolean;
}

export function countdownSnapshot(weddingDate: CalendarDate, now: Date): CountdownSnapshot {
  const today = calendarDateIn(now);
  const stats = weddingCountdown(weddingDate, today);
  if (!stats) throw new RangeError(`not a calendar date: ${weddingDate}`);
  const milestones = MILESTONES.map((milestone) => ({
    ...milestone,
    date: milestoneDate(weddingDate, milestone),
    completed: isMilestoneDue(milestone, stats.daysLeft),
    current: isCurrentMilestone(milestone, stats.daysLeft),
  }));
  const completed = milestones.filter((milestone) => milestone.completed);
  return {
    weddingDate,
    today,
    stats,
    timer: countdownParts(weddingDayStart(weddingDate), now),
    milestones,
    completedCount: completed.length,
    latest: completed.at(-1) ?? null,
    next: milestones.find((milestone) => !milestone.completed) ?? null,
    arrived: stats.daysLeft === 0,
  };
}
