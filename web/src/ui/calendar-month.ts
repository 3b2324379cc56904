import { addDays, type CalendarDate } from '@domain/shared/calendar-date';

// Month arithmetic for MonthCalendar. Dates are "YYYY-MM-DD" strings read in UTC, so a
// wedding date never shifts with the visitor's time zone.

/** A calendar month as "YYYY-MM". */
export type CalendarMonth = string;

export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

export const DAYS_PER_WEEK = 7;

/** How far ahead a couple may page a venue's calendar: two years of months. */
export const MONTHS_AHEAD_LIMIT = 24;

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

export function firstDayOf(month: CalendarMonth): CalendarDate {
  return `${month}-01`;
}

export function lastDayOf(month: CalendarMonth): CalendarDate {
  return addDays(firstDayOf(addMonths(month, 1)), -1);
}

export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: CalendarMonth, to: CalendarMonth): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

/** The same day `count` months later, kept inside the target month (Jan 31 + 1 -> Feb 28). */
export function addMonthsToDate(date: CalendarDate, count: number): CalendarDate {
  const month = addMonths(monthOf(date), count);
  const last = lastDayOf(month);
  const candidate = `${month}-${date.slice(8, 10)}`;
  return candidate > last ? last : candidate;
}

/** "2027-05" -> "May 2027" */
export function monthTitle(month: CalendarMonth): string {
  return utcDate(firstDayOf(month)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "2027-05-15" -> "Saturday, May 15, 2027" */
export function longDate(date: CalendarDate): string {
  return utcDate(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "2027-10-16" -> "Oct 16" */
export function shortDate(date: CalendarDate): string {
  return utcDate(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 0 for Sunday ... 6 for Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return utcDate(date).getUTCDay();
}

/** The month as weeks of seven cells, Sunday first; null fills the cells outside the month. */
export function monthWeeks(month: CalendarMonth): (CalendarDate | null)[][] {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += DAYS_PER_WEEK) weeks.push(cells.slice(i, i + DAYS_PER_WEEK));
  return weeks;
}

export function dayOfMonth(date: CalendarDate): number {
  return Number(date.slice(8, 10));
}

function utcDate(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}
