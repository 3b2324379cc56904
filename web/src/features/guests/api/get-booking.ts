import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { BookingSummary } from '../types';

// Only the browser that made a booking may read it; any other gets a 404.

export function bookingKey(bookingId: string) {
  return ['/api/bookings', bookingId] as const;
}

export function getBooking(bookingId: string): Promise<BookingSummary> {
  return apiGet<BookingSummary>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}

export function useBooking(bookingId: string) {
  return useSWR<BookingSummary, Error>(bookingKey(bookingId), () => getBooking(bookingId));
}
