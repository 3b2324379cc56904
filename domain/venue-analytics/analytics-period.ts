import { addDays, VENUE_TIME_ZONE, type CalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';

/** The periods an owner may chart: the last 30 days, 90 days or 12 months up to today. */
export const ANALYTICS_PERIODS = ['30d', '90d', '12m'] as const;
export type AnalyticsPeriodKey = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriodKey = '12m';

/** A run of calendar dates, both ends included, read on the venue's wall clock. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

export interface AnalyticsPeriod extends DateRange {
  key: AnalyticsPeriodKey;
}

/** A calendar month written YYYY-MM. */
export type CalendarMonth = string;

const MONTHS_OF_12M = 12;

export function isAnalyticsPeriod(value: unknown): value is AnalyticsPeriodKey {
  return (ANALYTICS_PERIODS as readonly unknown[]).includes(value);
}

/** The period asked for; absent means the default, anything else is refused naming `period`. */
export function parseAnalyticsPeriod(value: unknown): AnalyticsPeriodKey {
  if (value === undefined || value === null || value === '') return DEFAULT_ANALYTICS_PERIOD;
  if (!isAnalyticsPeriod(value)) throw new InvalidInputError('ANALYTICS.INVALID_PERIOD', 'period', `period must be one of ${ANALYTICS_PERIODS.join(', ')}`);
  return value;
}

/** The month of a date: "2026-11-25" -> "2026-11". */
export const monthOf = (date: CalendarDate): CalendarMonth => date.slice(0, 7);

/** The month `count` months after (or before, when negative) a month. */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last`, both included. */
export function monthsBetween(first: CalendarMonth, last: CalendarMonth): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** "2026-02" -> "2026-02-28". */
export function lastDayOf(month: CalendarMonth): CalendarDate {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The same day `count` months earlier or later, on the month's last day when it has fewer. */
function shiftMonths(date: CalendarDate, count: number): CalendarDate {
  const month = addMonths(monthOf(date), count);
  const lastDay = lastDayOf(month);
  return `${month}-${String(Math.min(Number(date.slice(8, 10)), Number(lastDay.slice(8, 10)))).padStart(2, '0')}`;
}

/** The period ending today: 12m runs from the day after today a year ago, 30d and 90d are that many days. */
export function analyticsPeriod(key: AnalyticsPeriodKey, today: CalendarDate): AnalyticsPeriod {
  switch (key) {
    case '30d':
      return { key, from: addDays(today, -29), to: today };
    case '90d':
      return { key, from: addDays(today, -89), to: today };
    case '12m':
      return { key, from: addDays(shiftMonths(today, -MONTHS_OF_12M), 1), to: today };
  }
}

/** The period of the same length just before: what the trends compare against. */
export function previousPeriod(period: AnalyticsPeriod): AnalyticsPeriod {
  const to = addDays(period.from, -1);
  if (period.key === '12m') return { key: period.key, from: addDays(shiftMonths(to, -MONTHS_OF_12M), 1), to };
  const length = period.key === '30d' ? 30 : 90;
  return { key: period.key, from: addDays(to, -(length - 1)), to };
}

/**
 * The months the monthly chart shows: the twelve up to this month for 12m (the first month of a
 * 12m period would otherwise show a few days only), the months touched for 30d and 90d.
 */
export function periodMonths(period: AnalyticsPeriod): CalendarMonth[] {
  const last = monthOf(period.to);
  return period.key === '12m' ? monthsBetween(addMonths(last, -(MONTHS_OF_12M - 1)), last) : monthsBetween(monthOf(period.from), last);
}

/** The instant a calendar date begins on the wall clock of a time zone (midnight, daylight saving included). */
export function startOfDayIn(date: CalendarDate, timeZone: string = VENUE_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wallClock = Date.UTC(y, m - 1, d);
  let instant = wallClock - offsetMs(new Date(wallClock), timeZone);
  // Near a daylight-saving change the first guess uses the other side's offset: correct once.
  const corrected = wallClock - offsetMs(new Date(instant), timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** Instants from the start of `from` to the start of the day after `to`, as [start, end). */
export function instantsOf(range: DateRange, timeZone: string = VENUE_TIME_ZONE): { start: Date; end: Date } {
  return { start: startOfDayIn(range.from, timeZone), end: startOfDayIn(addDays(range.to, 1), timeZone) };
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (negative west of Greenwich). */
function offsetMs(instant: Date, timeZone: string): number {
  let format = PARTS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    PARTS.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
