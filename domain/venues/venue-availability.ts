import { daysBetween, eachDate, type CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';

/** The longest range one availability request may cover. */
export const MAX_AVAILABILITY_DAYS = 366;

export interface AvailabilityDay {
  date: CalendarDate;
  isAvailable: boolean;
  priceCents: Cents;
}

/**
 * A day is open when it is today or later and nothing holds it (an owner's block, and
 * later a booking). The price of an open day is the venue's starting price.
 */
export function availabilityDays(input: {
  start: CalendarDate;
  end: CalendarDate;
  today: CalendarDate;
  takenDates: ReadonlySet<CalendarDate>;
  priceCents: Cents;
}): AvailabilityDay[] {
  // The i-th day of the range is today or later when i reaches today's place in it.
  const todayAt = daysBetween(input.start, input.today);
  return eachDate(input.start, input.end).map((date, i) => ({
    date,
    isAvailable: i >= todayAt && !input.takenDates.has(date),
    priceCents: input.priceCents,
  }));
}

export function availabilityRangeLength(start: CalendarDate, end: CalendarDate): number {
  return daysBetween(start, end) + 1;
}
