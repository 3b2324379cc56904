import type { Actor } from '../../accounts/account.js';
import { loadOwnedVenue } from '../../venue-management/use-cases/owned-venue.js';
import { parseAnalyticsPeriod } from '../analytics-period.js';
import type { VenueAnalytics } from '../venue-analytics.js';
import { venueAnalyticsReport, type AnalyticsReportPorts } from './venue-analytics-report.js';

/** The Analytics panel of a venue, for its owner (anyone else: not found), from the recorded events. */
export class GetVenueAnalytics {
  constructor(private readonly ports: AnalyticsReportPorts) {}

  async execute(actor: Actor | null, venueId: string, period: unknown): Promise<VenueAnalytics> {
    const key = parseAnalyticsPeriod(period);
    const venue = await loadOwnedVenue(this.ports.venues, actor, venueId);
    return venueAnalyticsReport(this.ports, venue, key);
  }
}
