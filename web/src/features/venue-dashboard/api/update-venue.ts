import type { ListingFactField } from '@domain/venue-management/listing-details';
import { apiRequest } from '@/lib/api-client';
import type { OwnedVenue } from '../types';

/** PATCH /api/venues/{id}: prices in whole dollars; seated capacity at most maxGuests. */
export interface VenueDetailsChange {
  name?: string;
  description?: string;
  location?: string;
  city?: string;
  maxGuests?: number;
  capacity?: number;
  price?: number;
  amenities?: string[];
  images?: string[];
  /** The wizard's kind of place ("chapel"). */
  venueType?: string;
  /** Only the answers that change; null removes one. */
  listingDetails?: Partial<Record<ListingFactField, string | null>>;
}

export function updateVenue(venueId: string, change: VenueDetailsChange): Promise<OwnedVenue> {
  return apiRequest<OwnedVenue>('PATCH', `/api/venues/${encodeURIComponent(venueId)}`, change);
}
