import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { Venue } from '../../../types/api';

export function venueKey(id: string) {
  return ['/api/venues', id] as const;
}

export function getVenue(id: string): Promise<Venue> {
  return apiGet<Venue>(`/api/venues/${encodeURIComponent(id)}`);
}

export function useVenue(id: string | undefined) {
  return useSWR<Venue, Error>(id ? venueKey(id) : null, () => getVenue(id as string));
}
