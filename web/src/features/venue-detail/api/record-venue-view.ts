import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

export function recordVenueView(venueId: string): Promise<void> {
  return apiRequest<void>('POST', `/api/venues/${venueId}/views`);
}

/** Counts one visit of the page (the owner's Profile Views); a failure never bothers the visitor. */
export function useRecordVenueView(venueId: string, ready: boolean): void {
  useEffect(() => {
    if (ready) recordVenueView(venueId).catch(() => undefined);
  }, [venueId, ready]);
}
