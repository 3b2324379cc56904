import type { Cents } from '../shared/money.js';
import type { BookingStatus } from './booking-status.js';
import type { Booking } from './booking.js';

/** Money a venue has earned or is owed for sure: confirmed and completed bookings. */
export const REVENUE_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed'];

export function bookingRevenueCents(bookings: readonly Pick<Booking, 'status' | 'totalCents'>[]): Cents {
  return bookings.filter((b) => REVENUE_STATUSES.includes(b.status)).reduce((sum, b) => sum + b.totalCents, 0);
}
