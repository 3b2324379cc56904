// Figures as the analytics panel words them. No aliased imports: the insight rules that use
// these are unit-tested outside the web build.

const MONTH_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function monthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1));
}

/** "2026-01" -> "Jan 2026" */
export function monthLabel(month: string): string {
  return MONTH_SHORT.format(monthStart(month));
}

/** "2026-10" -> "October" */
export function monthName(month: string): string {
  return MONTH_NAME.format(monthStart(month));
}

/** "2026-10-17" -> "Saturday, Oct 17, 2026": an event date has no time zone, so it is read as UTC. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return DAY_LABEL.format(new Date(Date.UTC(y, m - 1, d)));
}

/** 1 -> "1st", 3 -> "3rd", 12 -> "12th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 1 -> "1 booking", 3 -> "3 bookings". */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** A response time: under an hour in minutes, else whole hours ("5 hours", "1 hour", "45 minutes"). */
export function hoursLabel(hours: number): string {
  if (hours < 1) return countLabel(Math.max(1, Math.round(hours * 60)), 'minute');
  return countLabel(Math.round(hours), 'hour');
}

/** 21.8 -> "21.8%", 40 -> "40%". */
export function percentLabel(percent: number): string {
  return `${Number(percent.toFixed(1)).toLocaleString('en-US')}%`;
}

/** The registration's budget ranges: "25k-50k" -> "$25k–$50k", "under-10k" -> "Under $10k". */
export function budgetRangeLabel(range: string): string {
  if (range.startsWith('under-')) return `Under $${range.slice('under-'.length)}`;
  if (range.startsWith('over-')) return `Over $${range.slice('over-'.length)}`;
  const [low, high] = range.split('-');
  return high ? `$${low}–$${high}` : range;
}

/** Guest count ranges: "101-150" -> "101–150 guests", "201+" -> "201+ guests". */
export function guestRangeLabel(range: string): string {
  return `${range.replace('-', '–')} guests`;
}

/** A value axis is drawn with this many ticks, 0 included. */
export const AXIS_TICKS = 5;

/**
 * The top of a chart's value axis: never below `floor` (so a quiet year does not look busy), else
 * the largest value rounded up so that every tick is a whole number (12 -> 0, 3, 6, 9, 12).
 */
export function axisTop(values: readonly number[], floor: number): number {
  const steps = AXIS_TICKS - 1;
  return Math.max(floor, Math.ceil(Math.max(0, ...values) / steps) * steps);
}

/** Decimal dollars to a number, for chart heights only (labels use the exact formatter). */
export function dollars(decimal: string | null): number | null {
  if (decimal === null) return null;
  const value = Number(decimal);
  return Number.isFinite(value) ? value : null;
}
