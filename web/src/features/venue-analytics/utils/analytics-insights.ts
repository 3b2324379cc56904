import { countLabel, hoursLabel, monthLabel, monthName, ordinal, percentLabel } from './analytics-format.js';

// Plain-language findings read off the figures. Each rule states only what its numbers carry, and
// stays silent below a minimum of data: two bookings on a Saturday are not "a pattern".

/** The figures the rules read: the API's VenueAnalytics fits it (declared here so the rules need no web alias). */
export interface InsightFigures {
  overview: { totalViews: number; totalInquiries: number; conversionRate: number };
  trends: { viewsChange: number | null };
  demographics: { topCities: readonly { city: string; count: number; percentage: number }[] };
  seasonality: {
    monthlyBookings: readonly { month: string; bookings: number }[];
    weekdays: readonly { weekday: string; bookings: number }[];
  };
  performance: {
    searchRanking: { rank: number; outOf: number; city: string } | null;
    reviewCount: number;
    competitorComparison: {
      venues: number;
      avgPrice: string | null;
      avgRating: number | null;
      avgResponseTime: number | null;
      yourPrice: string | null;
      yourRating: number | null;
      yourResponseTime: number | null;
    };
  };
}

export interface Insight {
  id: string;
  text: string;
}

/** Bookings needed before weekdays, months or home towns say anything. */
export const MIN_BOOKINGS_FOR_PATTERNS = 5;
/** Couples with a known home town needed before one town is called the main one. */
export const MIN_COUPLES_FOR_HOME_TOWNS = 5;
/** Inquiries needed before the conversion rate is worth a sentence. */
export const MIN_INQUIRIES_FOR_CONVERSION = 10;
/** A change in views smaller than this (percent) is noise, not news. */
export const MIN_VIEWS_CHANGE = 10;
/** Price differences within this share of the town's average (percent) are "in line". */
const PRICE_IN_LINE_PERCENT = 5;

export function analyticsInsights(analytics: InsightFigures): Insight[] {
  return [
    busiestWeekday(analytics),
    busiestMonth(analytics),
    responseTimeAgainstTown(analytics),
    mainHomeTown(analytics),
    conversion(analytics),
    priceAgainstTown(analytics),
    ratingAgainstTown(analytics),
    searchRank(analytics),
    viewsTrend(analytics),
  ].filter((insight): insight is Insight => insight !== null);
}

/** The one entry with the most, or null when none has any or two tie for the top. */
function soleTop<T>(items: readonly T[], count: (item: T) => number): T | null {
  const sorted = [...items].sort((a, b) => count(b) - count(a));
  if (!sorted.length || count(sorted[0]) <= 0) return null;
  if (sorted.length > 1 && count(sorted[1]) === count(sorted[0])) return null;
  return sorted[0];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function busiestWeekday({ seasonality }: InsightFigures): Insight | null {
  const total = sum(seasonality.weekdays.map((day) => day.bookings));
  if (total < MIN_BOOKINGS_FOR_PATTERNS) return null;
  const top = soleTop(seasonality.weekdays, (day) => day.bookings);
  if (!top) return null;
  const share = Math.round((top.bookings / total) * 100);
  return { id: 'weekday', text: `${top.weekday}s bring ${share}% of your bookings.` };
}

function busiestMonth({ seasonality }: InsightFigures): Insight | null {
  const months = seasonality.monthlyBookings;
  if (months.length < 3 || sum(months.map((m) => m.bookings)) < MIN_BOOKINGS_FOR_PATTERNS) return null;
  const top = soleTop(months, (m) => m.bookings);
  if (!top) return null;
  // A 12-month window can hold the same month of two years: then name the year too.
  const name = monthName(top.month);
  const twice = months.filter((m) => monthName(m.month) === name).length > 1;
  return { id: 'month', text: `${twice ? monthLabel(top.month) : name} is your busiest month, with ${countLabel(top.bookings, 'booking')}.` };
}

function townName(analytics: InsightFigures): string {
  const city = analytics.performance.searchRanking?.city;
  return city ? `venues in ${city}` : 'other venues in your town';
}

function responseTimeAgainstTown(analytics: InsightFigures): Insight | null {
  const { yourResponseTime: yours, avgResponseTime: theirs, venues } = analytics.performance.competitorComparison;
  if (yours === null || theirs === null || venues === 0) return null;
  const difference = Math.round(theirs - yours);
  if (difference === 0) return { id: 'response', text: `You reply in ${hoursLabel(yours)}, about as fast as ${townName(analytics)}.` };
  const speed = difference > 0 ? 'faster' : 'slower';
  return { id: 'response', text: `You reply in ${hoursLabel(yours)}, ${countLabel(Math.abs(difference), 'hour')} ${speed} than ${townName(analytics)}.` };
}

function mainHomeTown({ demographics }: InsightFigures): Insight | null {
  const towns = demographics.topCities.filter((town) => town.city !== 'Elsewhere');
  const counted = sum(demographics.topCities.map((town) => town.count));
  if (counted < MIN_COUPLES_FOR_HOME_TOWNS) return null;
  const top = soleTop(towns, (town) => town.count);
  if (!top) return null;
  return { id: 'home-town', text: `More of your couples come from ${top.city} than anywhere else: ${percentLabel(top.percentage)} of those whose home town we know.` };
}

function conversion({ overview }: InsightFigures): Insight | null {
  if (overview.totalInquiries < MIN_INQUIRIES_FOR_CONVERSION) return null;
  return {
    id: 'conversion',
    text: `${percentLabel(overview.conversionRate)} of your ${countLabel(overview.totalInquiries, 'inquiry', 'inquiries')} became bookings.`,
  };
}

function priceAgainstTown(analytics: InsightFigures): Insight | null {
  const { yourPrice, avgPrice, venues } = analytics.performance.competitorComparison;
  const yours = Number(yourPrice);
  const average = Number(avgPrice);
  if (yourPrice === null || avgPrice === null || venues === 0 || !(yours > 0) || !(average > 0)) return null;
  const difference = Math.round(((yours - average) / average) * 100);
  if (Math.abs(difference) < PRICE_IN_LINE_PERCENT) return { id: 'price', text: `Your price is in line with the average of ${townName(analytics)}.` };
  const side = difference > 0 ? 'above' : 'below';
  return { id: 'price', text: `Your price is ${Math.abs(difference)}% ${side} the average of ${townName(analytics)}.` };
}

function ratingAgainstTown(analytics: InsightFigures): Insight | null {
  const { performance } = analytics;
  const { yourRating, avgRating, venues } = performance.competitorComparison;
  if (yourRating === null || avgRating === null || venues === 0 || performance.reviewCount === 0) return null;
  const difference = Math.round((yourRating - avgRating) * 10) / 10;
  if (difference === 0) return { id: 'rating', text: `Your rating of ${yourRating.toFixed(1)} matches the average of ${townName(analytics)}.` };
  const side = difference > 0 ? 'above' : 'below';
  return { id: 'rating', text: `Your rating of ${yourRating.toFixed(1)} is ${side} the ${avgRating.toFixed(1)} average of ${townName(analytics)}.` };
}

function searchRank({ performance }: InsightFigures): Insight | null {
  const ranking = performance.searchRanking;
  if (!ranking || ranking.outOf < 2) return null;
  return { id: 'search', text: `You come ${ordinal(ranking.rank)} of ${ranking.outOf} in the search results for ${ranking.city}.` };
}

function viewsTrend({ trends, overview }: InsightFigures): Insight | null {
  const change = trends.viewsChange;
  if (change === null || Math.abs(change) < MIN_VIEWS_CHANGE || overview.totalViews === 0) return null;
  const direction = change > 0 ? 'up' : 'down';
  return { id: 'views', text: `Views of your page are ${direction} ${percentLabel(Math.abs(change))} on the period before.` };
}
