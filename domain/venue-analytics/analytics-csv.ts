import Papa from 'papaparse';
import { centsToDecimalString } from '../shared/money.js';
import type { AnalyticsPeriodKey } from './analytics-period.js';
import type { VenueAnalytics } from './venue-analytics.js';

const BYTE_ORDER_MARK = '\uFEFF';
/** Text a spreadsheet would run as a formula is defused; our own numbers (negative trends too) stay numbers. */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

const money = centsToDecimalString;
const figure = (value: number | null) => (value === null ? '' : String(value));

/** "analytics-bluebonnet-barn-12m.csv" (and .pdf): the venue's name made safe for a file name. */
export function analyticsFileName(venueName: string, period: AnalyticsPeriodKey, extension: 'csv' | 'pdf'): string {
  const slug = venueName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `analytics-${slug || 'venue'}-${period}.${extension}`;
}

/**
 * The panel's figures as spreadsheet rows, section by section (overview, trends, demographics,
 * monthly, popular dates, weekdays, performance): a title row, a heading row, the figures and a
 * blank row. Money as decimal dollars, as the API gives it; an empty cell where a figure is unknown.
 */
export function analyticsCsvRows(a: VenueAnalytics): string[][] {
  const { overview: o, trends: t, demographics: d, seasonality: s, performance: p } = a;
  const c = p.competitorComparison;
  const section = (title: string, heading: string[], rows: string[][]) => [[title], heading, ...rows, []];
  return [
    ['Venue analytics', a.venueName],
    ['Period', a.period.key, a.period.from, a.period.to],
    [],
    ...section('Overview', ['Figure', 'Value'], [
      ['Total views', String(o.totalViews)],
      ['Total inquiries', String(o.totalInquiries)],
      ['Total bookings', String(o.totalBookings)],
      ['Revenue', money(o.revenueCents)],
      ['Conversion rate (%)', String(o.conversionRate)],
      ['Average response time (hours)', figure(o.avgResponseTime)],
    ]),
    ...section('Trends', ['Figure', 'Change against the previous period (%)'], [
      ['Views', figure(t.viewsChange)],
      ['Inquiries', figure(t.inquiriesChange)],
      ['Bookings', figure(t.bookingsChange)],
      ['Revenue', figure(t.revenueChange)],
    ]),
    ...section('Top cities', ['City', 'Count', 'Percentage'], d.topCities.map((r) => [r.city, String(r.count), String(r.percentage)])),
    ...section('Budget ranges', ['Range', 'Count', 'Percentage'], d.budgetRanges.map((r) => [r.range, String(r.count), String(r.percentage)])),
    ...section('Guest counts', ['Range', 'Count', 'Percentage'], d.guestCounts.map((r) => [r.range, String(r.count), String(r.percentage)])),
    ...section('Monthly bookings', ['Month', 'Bookings', 'Revenue'], s.monthlyBookings.map((r) => [r.month, String(r.bookings), money(r.revenueCents)])),
    ...section('Popular dates', ['Date', 'Bookings'], s.popularDates.map((r) => [r.date, String(r.bookings)])),
    ...section('Weekdays', ['Weekday', 'Bookings'], s.weekdays.map((r) => [r.weekday, String(r.bookings)])),
    ...section('Performance', ['Figure', 'Value'], [
      ['Search rank', p.searchRanking ? String(p.searchRanking.rank) : ''],
      ['Venues in the search', p.searchRanking ? String(p.searchRanking.outOf) : ''],
      ['Search town', p.searchRanking?.city ?? ''],
      ['Rating', String(p.rating)],
      ['Reviews', String(p.reviewCount)],
      ['Competitors', String(c.venues)],
      ['Competitors average price', c.avgPriceCents === null ? '' : money(c.avgPriceCents)],
      ['Competitors average rating', figure(c.avgRating)],
      ['Competitors average response time (hours)', figure(c.avgResponseTime)],
      ['Your price', money(c.yourPriceCents)],
      ['Your rating', String(c.yourRating)],
      ['Your response time (hours)', figure(c.yourResponseTime)],
    ]),
    ...section('Rating trend', ['Month', 'Rating', 'Reviews'], p.ratingTrend.map((r) => [r.month, String(r.rating), String(r.reviewCount)])),
  ];
}

/** UTF-8 with a byte order mark and CRLF line ends, as the other exports write them. */
export function analyticsToCsv(analytics: VenueAnalytics): string {
  return BYTE_ORDER_MARK + Papa.unparse(analyticsCsvRows(analytics), { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START });
}
