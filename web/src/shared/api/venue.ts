import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Venue } from '@/types/api';

// GET /api/venues/{id}: the venue page, the booking page and the owner's dashboard read one cached venue.

export function venueKey(venueId: string) {
  return ['/api/venues', venueId] as const;
}

export function getVenue(venueId: string): Promise<Venue> {
  return apiGet<Venue>(`/api/venues/${encodeURIComponent(venueId)}`);
}

/** Undefined id: nothing to read yet. */
export function useVenue(venueId: string | undefined) {
  return useSWR<Venue, Error>(venueId ? venueKey(venueId) : null, () => getVenue(venueId as string));
}
