import type { VenueDashboardSummary } from '../../../domain/venue-management/use-cases/venue-dashboard-summary.js';
import { centsToDecimalString } from '../../../domain/shared/money.js';
import type { Venue } from '../../../domain/venues/venue.js';
import { presentVenue } from '../venues/venue.presenter.js';

/** A venue as its owner sees it: the public venue and its status. */
export function presentOwnedVenue(venue: Venue) {
  return { ...presentVenue(venue), status: venue.status };
}

export function presentDashboardSummary(summary: VenueDashboardSummary) {
  return {
    profileViews: summary.profileViews,
    newInquiries: summary.newInquiries,
    bookings: summary.bookings,
    revenue: centsToDecimalString(summary.revenueCents),
    rating: summary.rating,
    reviewCount: summary.reviewCount,
  };
}
