import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { VenuePackage } from '../types';

/** The key the venue page and booking flow use too, so one cached list serves all. */
export function venuePackagesKey(venueId: string) {
  return ['/api/venues', venueId, 'packages'] as const;
}

/** Only read when a booking names a package (to show its name); null skips the read. */
export function useVenuePackages(venueId: string | null) {
  return useSWR<VenuePackage[], Error>(venueId ? venuePackagesKey(venueId) : null, () =>
    apiGet<VenuePackage[]>(`/api/venues/${encodeURIComponent(venueId ?? '')}/packages`),
  );
}
