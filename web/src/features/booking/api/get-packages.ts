import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { VenuePackage } from '../types';

export function packagesKey(venueId: string) {
  return ['/api/venues', venueId, 'packages'] as const;
}

/** Popular first, then by price: the API's order, kept as is. */
export function getPackages(venueId: string): Promise<VenuePackage[]> {
  return apiGet<VenuePackage[]>(`/api/venues/${encodeURIComponent(venueId)}/packages`);
}

export function usePackages(venueId: string) {
  return useSWR<VenuePackage[], Error>(packagesKey(venueId), () => getPackages(venueId));
}
