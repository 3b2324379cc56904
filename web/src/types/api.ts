// Shapes of the JSON the API sends, shared by every feature that shows them.

import type { BookingStatus } from '@domain/bookings/booking-status';
import type { ListingFacts } from '@domain/venue-management/listing-details';
import type { Atmosphere, Season, VenueType, WeddingStyle } from '@domain/venues/venue';
import type { VenueSort } from '@domain/venues/venue-search';

export type { Atmosphere, BookingStatus, ListingFacts, Season, VenueSort, VenueType, WeddingStyle };

export interface Venue {
  id: string;
  name: string;
  location: string;
  city: string;
  description: string;
  images: string[];
  amenities: string[];
  venueType: VenueType;
  maxGuests: number;
  capacity: number;
  /** Starting price as a decimal string, e.g. "12500.00". */
  price: string;
  rating: number;
  reviewCount: number;
  featured?: boolean;
  /** What the venue suits; the style assistant scores against these. */
  styles: WeddingStyle[];
  atmospheres: Atmosphere[];
  bestSeasons: Season[];
  /** Match percentage from the style assistant. */
  aiScore?: number;
  matchReasons?: string[];
  isAvailable?: boolean;
  /**
   * GET /api/venues/{id} only: the owner's own kind of place from the listing wizard ("chapel"),
   * which search files under venueType ("historic"); null when not listed through the wizard.
   */
  listingType?: string | null;
  /** GET /api/venues/{id} only: the wizard's contact, terms, policies, parking and accessibility answers; null where not given. */
  listingDetails?: ListingFacts;
}

/** POST /api/venues/search. Only the fields that are set are sent; budget in whole dollars. */
export interface VenueSearchRequest {
  location?: string;
  guestCount?: number;
  budget?: { min?: number; max?: number };
  venueType?: VenueType[];
  amenities?: string[];
  /** The wedding date, YYYY-MM-DD: venues booked or blocked that day are left out. */
  date?: string;
  sort?: VenueSort;
  page?: number;
  /** At most 60. */
  pageSize?: number;
}

/** GET /api/venues/{id}/availability: one entry a day. */
export interface AvailabilityDay {
  /** YYYY-MM-DD */
  date: string;
  isAvailable: boolean;
  /** Decimal string, e.g. "12500.00". */
  price: string;
}

/** GET /api/venues/{id}/packages */
export interface VenuePackage {
  id: string;
  name: string;
  description: string;
  /** Decimal string, e.g. "2500.00". */
  basePrice: string;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

/** The spec's Booking: amounts as decimal strings, dates as ISO strings. */
export interface Booking {
  id: string;
  venueId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** YYYY-MM-DD */
  eventDate: string;
  guestCount: number;
  packageId: string | null;
  totalAmount: string;
  depositAmount: string;
  specialRequests: string | null;
  depositPaid: boolean;
  finalPaymentPaid: boolean;
  status: BookingStatus;
  createdAt: string;
}
