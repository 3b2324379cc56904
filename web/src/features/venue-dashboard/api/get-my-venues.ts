import useSWR, { useSWRConfig } from 'swr';
import { fetcherReturningNullOn401 } from '../../../lib/swr-config';
import type { OwnedVenue } from '../types';

export const myVenuesKey = '/api/my/venues';

/**
 * The owner's venues; null when nobody is signed in. A signed-in account that is not a
 * venue owner gets an ApiError with status 403.
 */
export function useMyVenues() {
  return useSWR<OwnedVenue[] | null, Error>(myVenuesKey, fetcherReturningNullOn401<OwnedVenue[]>);
}

/** Reads the owner's venues again, e.g. after a new listing; resolves once the list is fresh. */
export function useRefreshMyVenues() {
  const { mutate } = useSWRConfig();
  return () => mutate(myVenuesKey);
}
