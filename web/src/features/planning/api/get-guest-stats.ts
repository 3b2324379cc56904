import useSWR from 'swr';
import type { GuestStats } from '@domain/guests/guest-stats';
import { apiGet } from '@/lib/api-client';

export type { GuestStats };

/** GET /api/bookings/{id}/guests/stats, under the same key the guest list uses, so both stay in step. */
export function useBookingGuestStats(bookingId: string | null) {
  return useSWR<GuestStats, Error>(
    bookingId ? (['/api/bookings', bookingId, 'guests', 'stats'] as const) : null,
    () => apiGet<GuestStats>(`/api/bookings/${encodeURIComponent(bookingId ?? '')}/guests/stats`),
    { revalidateOnMount: true },
  );
}
