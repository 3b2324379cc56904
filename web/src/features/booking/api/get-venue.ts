import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { Venue } from '../../../types/api';

/** The same key as the venue page's, so going back and forth reads one cached venue. */
export function venueKey(id: string) {
  return ['/api/venues', id] as const;
}

export function getVenue(id: string): Promise<Venue> {
  return apiGet<Venue>(`/api/venues/${encodeURIComponent(id)}`);
}

export function useVenue(id: string) {
  return useSWR<Venue, Error>(venueKey(id), () => getVenue(id));
}
