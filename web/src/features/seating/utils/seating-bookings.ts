import type { WeddingBooking } from '@/shared/api/my-wedding';

/**
 * The bookings whose seating the couple plans: the ones that still stand, the most recently made
 * first (the one the tab opens on), as on the Guests tab, whose guests these are.
 */
export function seatingBookings(bookings: readonly WeddingBooking[]): WeddingBooking[] {
  return bookings.filter((booking) => booking.status !== 'cancelled').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
