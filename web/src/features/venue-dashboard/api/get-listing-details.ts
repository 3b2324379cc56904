import useSWR from 'swr';
import type { ListingFacts } from '@domain/venue-management/listing-details';
import { apiGet } from '@/lib/api-client';

/** GET /api/venues/{id}/listing-details: what the owner told the wizard, a venue in review included. */
export interface OwnedListingDetails {
  listingType: string | null;
  listingDetails: ListingFacts;
}

export function listingDetailsKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/listing-details`;
}

export function useListingDetails(venueId: string) {
  return useSWR<OwnedListingDetails, Error>(listingDetailsKey(venueId), apiGet<OwnedListingDetails>);
}
