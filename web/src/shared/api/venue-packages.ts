import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { VenuePackage } from '@/types/api';

// GET /api/venues/{id}/packages: one cached list for the venue page, the booking flow and the
// owner's dashboard, so an owner's save shows everywhere at once.

export function packagesKey(venueId: string) {
  return ['/api/venues', venueId, 'packages'] as const;
}

export function packagesPath(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/packages`;
}

/** Popular first, then by price: the API's order, kept as is. */
export function getPackages(venueId: string): Promise<VenuePackage[]> {
  return apiGet<VenuePackage[]>(packagesPath(venueId));
}

/** Null venue: nothing to read (a booking without a package has no name to show). */
export function usePackages(venueId: string | null) {
  return useSWR<VenuePackage[], Error>(venueId ? packagesKey(venueId) : null, () => getPackages(venueId as string));
}
