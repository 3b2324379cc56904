import { apiRequest } from '@/lib/api-client';
import type { VenueBooking } from '../types';

/** A confirmed booking whose date has passed becomes completed (409 before). */
export function completeBooking(venueId: string, bookingId: string): Promise<VenueBooking> {
  return apiRequest<VenueBooking>('POST', `/api/venues/${encodeURIComponent(venueId)}/bookings/${encodeURIComponent(bookingId)}/complete`);
}
