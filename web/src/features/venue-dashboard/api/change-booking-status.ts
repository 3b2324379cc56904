import { apiRequest } from '@/lib/api-client';
import type { VenueBooking } from '../types';

/** The moves an owner makes from the dashboard; 409 when the status rules refuse (the message says why). */
export type OwnerBookingChange = 'confirmed' | 'cancelled';

export function changeBookingStatus(bookingId: string, status: OwnerBookingChange): Promise<VenueBooking> {
  return apiRequest<VenueBooking>('PATCH', `/api/bookings/${encodeURIComponent(bookingId)}/status`, { status });
}
