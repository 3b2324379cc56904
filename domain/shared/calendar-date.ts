// Calendar dates are plain "YYYY-MM-DD" strings: a wedding date has no time zone.

export type CalendarDate = string;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isCalendarDate(text: string): text is CalendarDate {
  const match = PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(date: CalendarDate): number {
  const [y, m, d] = date.split('-');
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** The calendar date of an instant, read in UTC. */
export function calendarDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

/** Every date from start to end, both included. */
export function eachDate(start: CalendarDate, end: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  const last = toUtcMs(end);
  for (let ms = toUtcMs(start); ms <= last; ms += MS_PER_DAY) dates.push(fromUtcMs(ms));
  return dates;
}

/** Every venue is in the Texas Hill Country: "today" is Central time. */
export const VENUE_TIME_ZONE = 'America/Chicago';

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant as read on a wall clock in the given zone. */
export function calendarDateIn(instant: Date, timeZone: string = VENUE_TIME_ZONE): CalendarDate {
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. The constructor throws for an unknown zone, before anything is kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DATE_FORMATS.set(timeZone, format);
  }
  return format.format(instant);
}
