import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { VenuePackage } from '../types';

export function packagesKey(venueId: string) {
  return ['/api/venues', venueId, 'packages'] as const;
}

/** The API sends them popular first, then by price; the page keeps that order. */
export function getPackages(venueId: string): Promise<VenuePackage[]> {
  return apiGet<VenuePackage[]>(`/api/venues/${encodeURIComponent(venueId)}/packages`);
}

export function usePackages(venueId: string) {
  return useSWR<VenuePackage[], Error>(packagesKey(venueId), () => getPackages(venueId));
}
