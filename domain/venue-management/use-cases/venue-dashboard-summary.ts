import type { Actor } from '../../accounts/account.js';
import type { BookingRepository } from '../../bookings/booking-repository.js';
import { bookingRevenueCents } from '../../bookings/booking-revenue.js';
import type { InquiryRepository } from '../../inquiries/inquiry-repository.js';
import type { Cents } from '../../shared/money.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { VenueViewRepository } from '../venue-view-repository.js';
import { loadOwnedVenue } from './owned-venue.js';

export interface VenueDashboardSummary {
  profileViews: number;
  newInquiries: number;
  bookings: number;
  revenueCents: Cents;
  rating: number;
  reviewCount: number;
}

/** The four summary cards, from real rows (the spec's demo showed fixed numbers). */
export class GetVenueDashboardSummary {
  constructor(
    private readonly venues: VenueRepository,
    private readonly bookings: BookingRepository,
    private readonly inquiries: InquiryRepository,
    private readonly views: VenueViewRepository,
  ) {}

  async execute(actor: Actor | null, venueId: string): Promise<VenueDashboardSummary> {
    const venue = await loadOwnedVenue(this.venues, actor, venueId);
    const [{ bookings }, inquiries, profileViews] = await Promise.all([
      this.bookings.list({ venueId, limit: 10_000, offset: 0 }),
      this.inquiries.listByVenue(venueId, 10_000),
      this.views.total(venueId),
    ]);
    return {
      profileViews,
      newInquiries: inquiries.filter((i) => i.status === 'pending').length,
      bookings: bookings.filter((b) => b.status !== 'cancelled').length,
      revenueCents: bookingRevenueCents(bookings),
      rating: venue.rating,
      reviewCount: venue.reviewCount,
    };
  }
}
