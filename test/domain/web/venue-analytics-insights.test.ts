import { describe, expect, it } from '@jest/globals';
import { axisTop, budgetRangeLabel, dayLabel, hoursLabel, monthLabel, ordinal } from '../../../web/src/features/venue-analytics/utils/analytics-format.js';
import { analyticsInsights, type InsightFigures } from '../../../web/src/features/venue-analytics/utils/analytics-insights.js';
import { parsePeriod } from '../../../web/src/features/venue-analytics/utils/analytics-period.js';
import { trendOf } from '../../../web/src/features/venue-analytics/utils/analytics-trend.js';

// The web's analytics rules are pure functions: the insight sentences, the chart scales and the
// labels, tested here with the domain's pure tests.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A quiet venue: every figure zero, nothing known. Tests fill in what they are about. */
function analyticsWith(overrides: { [K in keyof InsightFigures]?: Partial<InsightFigures[K]> } = {}): InsightFigures {
  const base: InsightFigures = {
    overview: { totalViews: 0, totalInquiries: 0, conversionRate: 0 },
    trends: { viewsChange: null },
    demographics: { topCities: [] },
    seasonality: { monthlyBookings: [], weekdays: WEEKDAYS.map((weekday) => ({ weekday, bookings: 0 })) },
    performance: {
      searchRanking: null,
      reviewCount: 0,
      competitorComparison: { venues: 0, avgPrice: null, avgRating: null, avgResponseTime: null, yourPrice: null, yourRating: null, yourResponseTime: null },
    },
  };
  return {
    ...base,
    overview: { ...base.overview, ...overrides.overview },
    trends: { ...base.trends, ...overrides.trends },
    demographics: { ...base.demographics, ...overrides.demographics },
    seasonality: { ...base.seasonality, ...overrides.seasonality },
    performance: { ...base.performance, ...overrides.performance },
  };
}

const weekdays = (counts: Record<string, number>) => WEEKDAYS.map((weekday) => ({ weekday, bookings: counts[weekday] ?? 0 }));
const texts = (analytics: InsightFigures) => analyticsInsights(analytics).map((insight) => insight.text);
const comparison = (values: Partial<InsightFigures['performance']['competitorComparison']>) => ({
  ...analyticsWith().performance.competitorComparison,
  ...values,
});

describe('analyticsInsights', () => {
  it('says nothing about a venue with no data', () => {
    expect(analyticsInsights(analyticsWith())).toEqual([]);
  });

  it("names the weekday with most bookings and its share of them", () => {
    const analytics = analyticsWith({ seasonality: { weekdays: weekdays({ Saturday: 7, Friday: 3, Sunday: 2 }) } });
    expect(texts(analytics)).toContain('Saturdays bring 58% of your bookings.');
  });

  it('finds no weekday pattern in fewer than five bookings, nor when two weekdays tie', () => {
    expect(texts(analyticsWith({ seasonality: { weekdays: weekdays({ Saturday: 3, Friday: 1 }) } }))).toEqual([]);
    expect(texts(analyticsWith({ seasonality: { weekdays: weekdays({ Saturday: 4, Friday: 4 }) } }))).toEqual([]);
  });

  it('names the busiest month, with the year when the window holds that month twice', () => {
    const months = ['2025-11', '2025-12', '2026-01', '2026-04', '2026-10', '2026-11'];
    const counts = [1, 0, 1, 2, 4, 1];
    const monthlyBookings = months.map((month, i) => ({ month, bookings: counts[i] }));
    expect(texts(analyticsWith({ seasonality: { monthlyBookings } }))).toContain('October is your busiest month, with 4 bookings.');
    const novemberTop = monthlyBookings.map((m) => (m.month === '2026-11' ? { ...m, bookings: 6 } : m));
    expect(texts(analyticsWith({ seasonality: { monthlyBookings: novemberTop } }))).toContain('Nov 2026 is your busiest month, with 6 bookings.');
  });

  it("compares the owner's reply time with the town's in whole hours, either way", () => {
    const ranked = { searchRanking: { rank: 3, outOf: 14, city: 'Fredericksburg' } };
    const faster = analyticsWith({ performance: { ...ranked, competitorComparison: comparison({ venues: 13, yourResponseTime: 5.4, avgResponseTime: 9.2 }) } });
    expect(texts(faster)).toContain('You reply in 5 hours, 4 hours faster than venues in Fredericksburg.');
    const slower = analyticsWith({ performance: { competitorComparison: comparison({ venues: 4, yourResponseTime: 12, avgResponseTime: 11 }) } });
    expect(texts(slower)).toContain('You reply in 12 hours, 1 hour slower than other venues in your town.');
  });

  it('compares nothing with a town that has no other venue or no known reply time', () => {
    const alone = analyticsWith({ performance: { competitorComparison: comparison({ venues: 0, yourResponseTime: 5, avgResponseTime: 9, yourPrice: '20000.00', avgPrice: '15000.00' }) } });
    expect(analyticsInsights(alone)).toEqual([]);
    const unknown = analyticsWith({ performance: { competitorComparison: comparison({ venues: 5, yourResponseTime: 5, avgResponseTime: null }) } });
    expect(analyticsInsights(unknown)).toEqual([]);
  });

  it('names the home town most couples come from only when one town leads a known five', () => {
    const topCities = [
      { city: 'Austin', count: 4, percentage: 50 },
      { city: 'San Antonio', count: 2, percentage: 25 },
      { city: 'Elsewhere', count: 2, percentage: 25 },
    ];
    expect(texts(analyticsWith({ demographics: { topCities } }))).toContain('More of your couples come from Austin than anywhere else: 50% of those whose home town we know.');
    expect(texts(analyticsWith({ demographics: { topCities: topCities.slice(0, 1) } }))).toEqual([]);
  });

  it('states the conversion rate from ten inquiries on', () => {
    expect(texts(analyticsWith({ overview: { totalInquiries: 87, conversionRate: 21.8 } }))).toContain('21.8% of your 87 inquiries became bookings.');
    expect(texts(analyticsWith({ overview: { totalInquiries: 9, conversionRate: 33.3 } }))).toEqual([]);
  });

  it("places the price against the town's average, in line within 5%", () => {
    const above = analyticsWith({ performance: { competitorComparison: comparison({ venues: 13, yourPrice: '22000.00', avgPrice: '18500.00' }) } });
    expect(texts(above)).toContain('Your price is 19% above the average of other venues in your town.');
    const level = analyticsWith({ performance: { competitorComparison: comparison({ venues: 13, yourPrice: '18000.00', avgPrice: '18500.00' }) } });
    expect(texts(level)).toContain('Your price is in line with the average of other venues in your town.');
  });

  it('reports a change in views of 10% or more, and not a smaller one', () => {
    expect(texts(analyticsWith({ overview: { totalViews: 1532 }, trends: { viewsChange: 12.5 } }))).toContain('Views of your page are up 12.5% on the period before.');
    expect(texts(analyticsWith({ overview: { totalViews: 1532 }, trends: { viewsChange: -4 } }))).toEqual([]);
  });
});

describe('the analytics labels and scales', () => {
  it('keeps the spec scales as a floor and grows past them to whole-number ticks', () => {
    expect(axisTop([2, 5, 3], 12)).toBe(12);
    expect(axisTop([2, 15, 3], 12)).toBe(16);
    expect(axisTop([31], 1)).toBe(32);
    expect(axisTop([], 28)).toBe(28);
  });

  it('words months, dates, ranks, hours and budget ranges as people read them', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(dayLabel('2026-10-17')).toBe('Saturday, Oct 17, 2026');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd']);
    expect([hoursLabel(5.4), hoursLabel(1.2), hoursLabel(0.5)]).toEqual(['5 hours', '1 hour', '30 minutes']);
    expect(['under-10k', '25k-50k', 'over-75k'].map(budgetRangeLabel)).toEqual(['Under $10k', '$25k–$50k', 'Over $75k']);
  });

  it('reads a trend as up, down or no earlier data', () => {
    expect(trendOf(12.5)).toEqual({ direction: 'up', text: '12.5%' });
    expect(trendOf(-3.1)).toEqual({ direction: 'down', text: '3.1%' });
    expect(trendOf(null)).toEqual({ direction: 'none', text: 'no earlier data' });
  });

  it('falls back to the last 12 months for an unknown period in the address', () => {
    expect([parsePeriod('30d'), parsePeriod('7y'), parsePeriod(null)]).toEqual(['30d', '12m', '12m']);
  });
});
