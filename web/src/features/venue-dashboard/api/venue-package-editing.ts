import { apiRequest } from '@/lib/api-client';
import { packagesPath } from '@/shared/api/venue-packages';
import type { VenuePackage } from '@/types/api';

// The owner's package edits; the list itself is the shared GET /api/venues/{id}/packages.

/** The body of POST and PUT: whole dollars, maxGuests at most the venue's. */
export interface PackageInput {
  name: string;
  description: string;
  basePrice: number;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

/** Both answer with the venue's packages, popular first, then by price. */
export function addPackage(venueId: string, input: PackageInput): Promise<VenuePackage[]> {
  return apiRequest<VenuePackage[]>('POST', packagesPath(venueId), input);
}

export function updatePackage(venueId: string, packageId: string, input: PackageInput): Promise<VenuePackage[]> {
  return apiRequest<VenuePackage[]>('PUT', `${packagesPath(venueId)}/${encodeURIComponent(packageId)}`, input);
}

export function deletePackage(venueId: string, packageId: string): Promise<void> {
  return apiRequest<void>('DELETE', `${packagesPath(venueId)}/${encodeURIComponent(packageId)}`);
}
