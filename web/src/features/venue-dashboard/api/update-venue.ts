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
}

export function updateVenue(venueId: string, change: VenueDetailsChange): Promise<OwnedVenue> {
  return apiRequest<OwnedVenue>('PATCH', `/api/venues/${encodeURIComponent(venueId)}`, change);
}
