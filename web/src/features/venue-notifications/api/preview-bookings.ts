import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { PreviewBooking } from '../types';

/** The venue's bookings (the same list the Bookings tab reads), for the template preview. */
export function usePreviewBookings(venueId: string) {
  return useSWR<PreviewBooking[], Error>(`/api/venues/${encodeURIComponent(venueId)}/bookings`, apiGet<PreviewBooking[]>);
}
