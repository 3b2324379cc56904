import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { VenueBooking } from '../types';

/** Every booking of the venue: the status filter and the revenue both work on this one list. */
export function venueBookingsKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/bookings`;
}

export function useVenueBookings(venueId: string) {
  return useSWR<VenueBooking[], Error>(venueBookingsKey(venueId), apiGet<VenueBooking[]>);
}
