import useSWR, { useSWRConfig } from 'swr';
import { apiGet } from '@/lib/api-client';
import type { OwnedVenue } from '../types';

export const myVenuesKey = '/api/my/venues';

export function getMyVenues(key: string): Promise<OwnedVenue[]> {
  return apiGet<OwnedVenue[]>(key);
}

/** Reads only when `enabled` (a signed-in venue owner): anyone else would get 401 or 403. */
export function useMyVenues(enabled: boolean) {
  return useSWR<OwnedVenue[], Error>(enabled ? myVenuesKey : null, getMyVenues);
}

/** Reads the owner's venues again, e.g. after a new listing; resolves once the list is fresh. */
export function useRefreshMyVenues() {
  const { mutate } = useSWRConfig();
  return () => mutate(myVenuesKey);
}
