import type { WeddingBooking } from '@/shared/api/my-wedding';

/** The booking the wedding's guest list hangs on: the first one that still stands. */
export function activeBooking(bookings: readonly WeddingBooking[]): WeddingBooking | null {
  return bookings.find((booking) => booking.status !== 'cancelled') ?? null;
}
