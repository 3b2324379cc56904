import { WEDDING_BUDGET_RANGES, type WeddingBudgetRange } from '../planning/wedding.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import { monthOf, type CalendarMonth } from './analytics-period.js';

// The owner's figures, as pure rules over facts read from the recorded events.

export const GUEST_COUNT_RANGES = ['1-50', '51-100', '101-150', '151-200', '201+'] as const;
export type GuestCountRange = (typeof GUEST_COUNT_RANGES)[number];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Home towns beyond the top few are summed under this name. */
export const OTHER_CITIES = 'Elsewhere';
export const TOP_CITIES = 6;
export const POPULAR_DATES = 10;

const BUDGET_UPPER_BOUNDS_CENTS: readonly [WeddingBudgetRange, Cents][] = [
  ['under-10k', 1_000_000],
  ['10k-25k', 2_500_000],
  ['25k-50k', 5_000_000],
  ['50k-75k', 7_500_000],
];
const GUEST_UPPER_BOUNDS: readonly [GuestCountRange, number][] = [
  ['1-50', 50],
  ['51-100', 100],
  ['101-150', 150],
  ['151-200', 200],
];
const MINUTES_PER_HOUR = 60;

/** Figures are shown with one decimal, halves rounded away from zero (a fall of 4.25% shows as -4.3). */
export const oneDecimal = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;

/** Percent change from the previous period, one decimal; null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100);
}

/** Bookings per hundred inquiries, one decimal; 0 while there are no inquiries. */
export function conversionRate(bookings: number, inquiries: number): number {
  return inquiries === 0 ? 0 : oneDecimal((bookings / inquiries) * 100);
}

/** Mean hours to the first reply, one decimal; null when nothing was replied to. */
export function averageResponseHours(totalMinutes: number, replies: number): number | null {
  return replies === 0 ? null : oneDecimal(totalMinutes / replies / MINUTES_PER_HOUR);
}

/** The couple's budget range that a booking's total falls in (the sign-up ranges; a bound starts the next range). */
export function budgetRangeOf(totalCents: Cents): WeddingBudgetRange {
  return BUDGET_UPPER_BOUNDS_CENTS.find(([, bound]) => totalCents < bound)?.[0] ?? 'over-75k';
}

export function guestCountRangeOf(guests: number): GuestCountRange {
  return GUEST_UPPER_BOUNDS.find(([, bound]) => guests <= bound)?.[0] ?? '201+';
}

/** "2026-10-17" -> "Saturday". */
export function weekdayOf(date: CalendarDate): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
}

export interface Share<K extends string> {
  key: K;
  count: number;
  /** Of the counted total, one decimal; 0 when nothing was counted. */
  percentage: number;
}

/** Counts per key, in the keys' order, each with its share of the total. */
export function shares<K extends string>(keys: readonly K[], counts: ReadonlyMap<K, number>): Share<K>[] {
  const total = keys.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
  return keys.map((key) => {
    const count = counts.get(key) ?? 0;
    return { key, count, percentage: total ? oneDecimal((count / total) * 100) : 0 };
  });
}

/** Tallies items into the given ranges. */
export function countInRanges<K extends string, T>(keys: readonly K[], items: readonly { value: T; count: number }[], rangeOf: (value: T) => K): Share<K>[] {
  const counts = new Map<K, number>();
  for (const { value, count } of items) counts.set(rangeOf(value), (counts.get(rangeOf(value)) ?? 0) + count);
  return shares(keys, counts);
}

export function budgetRanges(bookingTotals: readonly Cents[]): Share<WeddingBudgetRange>[] {
  return countInRanges(WEDDING_BUDGET_RANGES, bookingTotals.map((value) => ({ value, count: 1 })), budgetRangeOf);
}

export function guestCountRanges(guestCounts: readonly { value: number; count: number }[]): Share<GuestCountRange>[] {
  return countInRanges(GUEST_COUNT_RANGES, guestCounts, guestCountRangeOf);
}

/**
 * The couples' home towns, most first (ties by name), the top six by name and the rest as
 * "Elsewhere". Towns are matched whatever their case or spacing; unknown towns are not counted.
 */
export function topCities(counts: readonly { city: string | null; count: number }[], limit = TOP_CITIES): { city: string; count: number; percentage: number }[] {
  const byKey = new Map<string, { city: string; count: number }>();
  for (const { city, count } of counts) {
    const name = city?.trim().replace(/\s+/g, ' ');
    if (!name || count <= 0) continue;
    const key = name.toLowerCase();
    const entry = byKey.get(key) ?? { city: name, count: 0 };
    entry.count += count;
    byKey.set(key, entry);
  }
  const ranked = [...byKey.values()].sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  const known = ranked.reduce((sum, entry) => sum + entry.count, 0);
  const shown = ranked.slice(0, limit);
  const rest = ranked.slice(limit).reduce((sum, entry) => sum + entry.count, 0);
  if (rest > 0) shown.push({ city: OTHER_CITIES, count: rest });
  return shown.map(({ city, count }) => ({ city, count, percentage: oneDecimal((count / known) * 100) }));
}

/** A booking confirmed in the period (and not cancelled since), as the events tell it. */
export interface ConfirmedBookingFact {
  bookingId: string;
  eventDate: CalendarDate;
  amountCents: Cents;
  guestCount: number;
  homeCity: string | null;
}

/** Bookings and revenue per month of the wedding date, for each month shown (others are left out). */
export function monthlyBookings(bookings: readonly ConfirmedBookingFact[], months: readonly CalendarMonth[]): { month: CalendarMonth; bookings: number; revenueCents: Cents }[] {
  const rows = new Map(months.map((month) => [month, { month, bookings: 0, revenueCents: 0 }]));
  for (const booking of bookings) {
    const row = rows.get(monthOf(booking.eventDate));
    if (!row) continue;
    row.bookings += 1;
    row.revenueCents += booking.amountCents;
  }
  return [...rows.values()];
}

/** Bookings per weekday of the wedding date, Monday to Sunday, every day listed. */
export function weekdayBookings(bookings: readonly ConfirmedBookingFact[]): { weekday: Weekday; bookings: number }[] {
  const counts = new Map<Weekday, number>();
  for (const booking of bookings) counts.set(weekdayOf(booking.eventDate), (counts.get(weekdayOf(booking.eventDate)) ?? 0) + 1);
  return WEEKDAYS.map((weekday) => ({ weekday, bookings: counts.get(weekday) ?? 0 }));
}

/** The most requested dates, most first, then earliest; at most ten. */
export function popularDates(requests: readonly { date: CalendarDate; bookings: number }[], limit = POPULAR_DATES): { date: CalendarDate; bookings: number }[] {
  return [...requests].sort((a, b) => b.bookings - a.bookings || a.date.localeCompare(b.date)).slice(0, limit);
}
