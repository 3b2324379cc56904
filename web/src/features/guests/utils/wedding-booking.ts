import type { WeddingBooking } from '@/shared/api/my-wedding';

/**
 * The bookings whose guest list the couple keeps: every one that is not cancelled, the most
 * recently made first (the one the Guests tab opens on).
 */
export function guestListBookings(bookings: readonly WeddingBooking[]): WeddingBooking[] {
  return bookings.filter((booking) => booking.status !== 'cancelled').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
