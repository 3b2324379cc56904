import { apiRequest } from '@/lib/api-client';
import type { ListedVenue, VenueListingRequest } from '../types';

/** 201 with the venue in review; 400 names the field at fault; 401/403 for visitors and non-owners. */
export function createVenueListing(request: VenueListingRequest): Promise<ListedVenue> {
  return apiRequest<ListedVenue>('POST', '/api/venues', request);
}
