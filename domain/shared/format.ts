import { isCalendarDate, type CalendarDate } from './calendar-date.js';
import { assertCents, type Cents } from './money.js';

// Formatters are costly to build and safe to share: one of each for the whole process.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const CENTS_PER_DOLLAR = 100;

/** 4200000 -> "$42,000"; 4200050 -> "$42,000.50"; -500 -> "-$5". Cents are shown only when there are some. */
export function formatUsd(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const remainder = abs % CENTS_PER_DOLLAR;
  // Integer arithmetic, not abs / 100: a float quotient can round up near the safe-integer limit.
  const dollars = (abs - remainder) / CENTS_PER_DOLLAR;
  const fraction = remainder ? `.${String(remainder).padStart(2, '0')}` : '';
  return `${cents < 0 ? '-' : ''}${WHOLE_DOLLARS.format(dollars)}${fraction}`;
}

/** "2027-05-15" -> "Saturday, May 15, 2027": a wedding date has no time zone, so it is read as UTC. */
export function formatLongDate(date: CalendarDate): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}
