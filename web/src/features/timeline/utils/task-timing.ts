import { addDays, daysBetween, type CalendarDate } from '@domain/shared/calendar-date';
import type { ListedTask } from '../types';

const DAYS_PER_WEEK = 7;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * How long before the wedding a task is due, from its due date (which the couple may have moved),
 * else from the plan's weeks: "12 weeks before", "1 day before", "On the wedding day".
 */
export function timeBeforeWedding(task: Pick<ListedTask, 'dueDate' | 'weeksBeforeWedding'>, weddingDate: CalendarDate | null): string | null {
  const days = weddingDate ? daysBetween(task.dueDate, weddingDate) : task.weeksBeforeWedding === null ? null : Math.round(task.weeksBeforeWedding * DAYS_PER_WEEK);
  if (days === null) return null;
  if (days < 0) return `${plural(-days, 'day')} after the wedding`;
  if (days === 0) return 'On the wedding day';
  if (days < DAYS_PER_WEEK * 2) return `${plural(days, 'day')} before`;
  return `${plural(Math.round(days / DAYS_PER_WEEK), 'week')} before`;
}

/**
 * The date the plan was generated for: each generated task is due a whole number of days before
 * it, so the date most of them point at. The form's date may differ from the wedding's stored one
 * (or the wedding may have none), and the tasks follow the form's; without generated tasks, the
 * wedding's date.
 */
export function planWeddingDate(tasks: readonly Pick<ListedTask, 'dueDate' | 'weeksBeforeWedding'>[], weddingDate: CalendarDate | null): CalendarDate | null {
  const votes = new Map<CalendarDate, number>();
  for (const task of tasks) {
    if (task.weeksBeforeWedding === null) continue;
    const date = addDays(task.dueDate, Math.round(task.weeksBeforeWedding * DAYS_PER_WEEK));
    votes.set(date, (votes.get(date) ?? 0) + 1);
  }
  let best: CalendarDate | null = null;
  let most = 0;
  for (const [date, count] of votes) {
    if (count > most) [best, most] = [date, count];
  }
  return best ?? weddingDate;
}
