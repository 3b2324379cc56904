import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Booking } from '@/types/api';

// GET /api/bookings/{id}: for the browser that made the booking (its capability cookie) or the
// signed-in couple; anyone else is told it does not exist. The venue page's banner and the
// guest list read the same cached booking.

export function bookingKey(bookingId: string) {
  return ['/api/bookings', bookingId] as const;
}

export function getBooking(bookingId: string): Promise<Booking> {
  return apiGet<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}

export function useBooking(bookingId: string) {
  return useSWR<Booking, Error>(bookingKey(bookingId), () => getBooking(bookingId));
}
