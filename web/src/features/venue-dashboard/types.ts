import type { Booking, Venue } from '@/types/api';

/** A listing waits in review until an operator approves it; then couples find it. */
export type ListingStatus = 'published' | 'review';

/** GET /api/my/venues: the public venue plus where its listing stands. */
export interface OwnedVenue extends Venue {
  status: ListingStatus;
}

/** GET /api/venues/{id}/dashboard-summary, counted from real rows. */
export interface DashboardSummary {
  profileViews: number;
  newInquiries: number;
  bookings: number;
  rating: number;
  reviewCount: number;
  /** Confirmed and completed bookings, as a decimal string ("12500.00"). */
  revenue: string;
}

/** The spec's Booking; status is a string because an unknown one must still display. */
export interface VenueBooking extends Omit<Booking, 'status'> {
  status: string;
}

export type InquiryStatus = 'pending' | 'replied' | 'closed';

export interface VenueInquiry {
  id: string;
  venueId: string;
  coupleName: string;
  email: string;
  phone: string | null;
  weddingDate: string;
  guestCount: number;
  message: string;
  status: InquiryStatus;
  createdAt: string;
  repliedAt: string | null;
}
