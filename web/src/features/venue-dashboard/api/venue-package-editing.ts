import useSWR from 'swr';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { venuePackagesKey } from './get-venue-packages';

/** GET /api/venues/{id}/packages as the owner edits it; basePrice is a decimal string ("2500.00"). */
export interface EditablePackage {
  id: string;
  name: string;
  description: string;
  basePrice: string;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

/** The body of POST and PUT: whole dollars, maxGuests at most the venue's. */
export interface PackageInput {
  name: string;
  description: string;
  basePrice: number;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

function packagesPath(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/packages`;
}

/** Same key as the public page's packages, so a save shows there at once. */
export function useEditablePackages(venueId: string) {
  return useSWR<EditablePackage[], Error>(venuePackagesKey(venueId), () => apiGet<EditablePackage[]>(packagesPath(venueId)));
}

/** Both answer with the venue's packages, popular first, then by price. */
export function addPackage(venueId: string, input: PackageInput): Promise<EditablePackage[]> {
  return apiRequest<EditablePackage[]>('POST', packagesPath(venueId), input);
}

export function updatePackage(venueId: string, packageId: string, input: PackageInput): Promise<EditablePackage[]> {
  return apiRequest<EditablePackage[]>('PUT', `${packagesPath(venueId)}/${encodeURIComponent(packageId)}`, input);
}

export function deletePackage(venueId: string, packageId: string): Promise<void> {
  return apiRequest<void>('DELETE', `${packagesPath(venueId)}/${encodeURIComponent(packageId)}`);
}
