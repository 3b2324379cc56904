import { describe, expect, it } from '@jest/globals';
import {
  averageResponseHours,
  budgetRangeOf,
  budgetRanges,
  conversionRate,
  guestCountRangeOf,
  guestCountRanges,
  monthlyBookings,
  percentChange,
  popularDates,
  topCities,
  weekdayBookings,
  weekdayOf,
  type ConfirmedBookingFact,
} from '../../../domain/venue-analytics/analytics-figures.js';

const booking = (eventDate: string, amountCents = 1_200_000): ConfirmedBookingFact => ({ bookingId: eventDate, eventDate, amountCents, guestCount: 100, homeCity: null });

describe('percentChange', () => {
  it('gives the change against the previous period with one decimal', () => {
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('is null when the previous period had nothing', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('conversionRate and averageResponseHours', () => {
  it('gives bookings per hundred inquiries, 0 without inquiries', () => {
    expect(conversionRate(19, 87)).toBe(21.8);
    expect(conversionRate(3, 0)).toBe(0);
  });

  it('gives mean hours to the first reply, null when none was replied to', () => {
    expect(averageResponseHours(120 + 360, 2)).toBe(4);
    expect(averageResponseHours(100, 3)).toBe(0.6);
    expect(averageResponseHours(0, 0)).toBeNull();
  });
});

describe('ranges', () => {
  it('puts a booking total in the sign-up budget ranges, a bound starting the next range', () => {
    expect(budgetRangeOf(999_999)).toBe('under-10k');
    expect(budgetRangeOf(1_000_000)).toBe('10k-25k');
    expect(budgetRangeOf(4_999_999)).toBe('25k-50k');
    expect(budgetRangeOf(7_500_000)).toBe('over-75k');
  });

  it('puts guest counts in ranges of fifty, 201 and more last', () => {
    expect([1, 50, 51, 150, 151, 200, 201, 900].map(guestCountRangeOf)).toEqual(['1-50', '1-50', '51-100', '101-150', '151-200', '151-200', '201+', '201+']);
  });

  it('lists every range with its share, zeros included', () => {
    expect(budgetRanges([500_000, 2_000_000, 2_400_000])).toEqual([
      { key: 'under-10k', count: 1, percentage: 33.3 },
      { key: '10k-25k', count: 2, percentage: 66.7 },
      { key: '25k-50k', count: 0, percentage: 0 },
      { key: '50k-75k', count: 0, percentage: 0 },
      { key: 'over-75k', count: 0, percentage: 0 },
    ]);
    expect(guestCountRanges([]).every((r) => r.count === 0 && r.percentage === 0)).toBe(true);
    expect(guestCountRanges([{ value: 120, count: 3 }, { value: 30, count: 1 }]).map((r) => r.count)).toEqual([1, 0, 3, 0, 0]);
  });
});

describe('topCities', () => {
  it('ranks home towns, matching them whatever their case, the rest as Elsewhere, unknown towns not counted', () => {
    const counts = [
      { city: 'Austin', count: 5 }, { city: 'austin ', count: 1 }, { city: 'Houston', count: 4 }, { city: 'Dallas', count: 2 },
      { city: 'Boerne', count: 2 }, { city: 'Kerrville', count: 1 }, { city: 'Waco', count: 1 }, { city: 'Tyler', count: 1 },
      { city: null, count: 7 }, { city: '  ', count: 3 },
    ];
    expect(topCities(counts)).toEqual([
      { city: 'Austin', count: 6, percentage: 35.3 },
      { city: 'Houston', count: 4, percentage: 23.5 },
      { city: 'Boerne', count: 2, percentage: 11.8 },
      { city: 'Dallas', count: 2, percentage: 11.8 },
      { city: 'Kerrville', count: 1, percentage: 5.9 },
      { city: 'Tyler', count: 1, percentage: 5.9 },
      { city: 'Elsewhere', count: 1, percentage: 5.9 },
    ]);
  });

  it('is empty when no town is known', () => {
    expect(topCities([{ city: null, count: 4 }])).toEqual([]);
  });
});

describe('seasonality', () => {
  it('counts weddings and their revenue per month shown, leaving out months not shown', () => {
    const rows = monthlyBookings([booking('2026-10-17'), booking('2026-10-24', 50_000_05), booking('2027-05-15')], ['2026-10', '2026-11']);
    expect(rows).toEqual([
      { month: '2026-10', bookings: 2, revenueCents: 6_200_005 },
      { month: '2026-11', bookings: 0, revenueCents: 0 },
    ]);
  });

  it('names weekdays from Monday and lists all seven', () => {
    expect(weekdayOf('2027-05-15')).toBe('Saturday');
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    const days = weekdayBookings([booking('2026-10-17'), booking('2026-10-24'), booking('2026-10-18')]);
    expect(days.map((d) => d.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(days.map((d) => d.bookings)).toEqual([0, 0, 0, 0, 0, 2, 1]);
  });

  it('ranks requested dates most first, then earliest, ten at most', () => {
    const requests = Array.from({ length: 12 }, (_, i) => ({ date: `2027-06-${String(i + 1).padStart(2, '0')}`, bookings: i === 5 ? 3 : 1 }));
    const top = popularDates(requests);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ date: '2027-06-06', bookings: 3 });
    expect(top[1].date).toBe('2027-06-01');
  });
});
