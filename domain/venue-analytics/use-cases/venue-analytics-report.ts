import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { MAX_PAGE_SIZE } from '../../venues/venue-search.js';
import type { Venue } from '../../venues/venue.js';
import { POPULAR_DATES } from '../analytics-figures.js';
import { analyticsPeriod, lastDayOf, periodMonths, previousPeriod, type AnalyticsPeriodKey } from '../analytics-period.js';
import { buildVenueAnalytics, type SearchRanking, type VenueAnalytics } from '../venue-analytics.js';

export type AnalyticsReportPorts = Pick<Ports, 'venues' | 'venueAnalytics' | 'clock'>;

/** Pages of the town's search read to find the venue; a town with more venues shows no rank. */
const MAX_RANK_PAGES = 20;

/**
 * The venue's place in the recommended search of its own town, by the same search couples run
 * (the town as the location, sorted as recommended, as of now), so the rank is the one they see.
 */
export async function searchRanking(venues: AnalyticsReportPorts['venues'], venue: Venue, rankedAt: Date): Promise<SearchRanking | null> {
  if (venue.status !== 'published' || !venue.city.trim()) return null;
  for (let page = 1; page <= MAX_RANK_PAGES; page++) {
    const result = await venues.search({ location: venue.city, sort: 'recommended', rankedAt, page, pageSize: MAX_PAGE_SIZE });
    const index = result.venues.findIndex((v) => v.id === venue.id);
    if (index >= 0) return { rank: (page - 1) * MAX_PAGE_SIZE + index + 1, outOf: result.total, city: venue.city };
    if (page * MAX_PAGE_SIZE >= result.total) return null;
  }
  return null;
}

/** Reads a venue's history for a period (and the one before it) and builds its figures; callers check access first. */
export async function venueAnalyticsReport(ports: AnalyticsReportPorts, venue: Venue, key: AnalyticsPeriodKey): Promise<VenueAnalytics> {
  const period = analyticsPeriod(key, calendarDateIn(ports.clock.now()));
  const months = periodMonths(period);
  const store = ports.venueAnalytics;
  const [current, previous, bookings, weddings, inquiries, requestedDates, ratingTrend, competitors, ranking] = await Promise.all([
    store.totals(venue.id, period),
    store.totals(venue.id, previousPeriod(period)),
    store.confirmedBookings(venue.id, period),
    store.weddings(venue.id, { from: `${months[0]}-01`, to: lastDayOf(months[months.length - 1]) }),
    store.inquiryTallies(venue.id, period),
    store.requestedDates(venue.id, period, POPULAR_DATES),
    store.ratingSnapshots(venue.id, months[0], months[months.length - 1]),
    store.competitors(venue.id, venue.city, period),
    searchRanking(ports.venues, venue, ports.clock.now()),
  ]);
  return buildVenueAnalytics({ venue, period, current, previous, bookings, weddings, inquiries, requestedDates, ratingTrend, competitors, searchRanking: ranking });
}
