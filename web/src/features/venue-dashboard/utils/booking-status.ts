import { bookingRevenueCents } from '@domain/bookings/booking-revenue';
import { parseBookingStatus, type BookingStatus } from '@domain/bookings/booking-status';
import { decimalStringToCents, type Cents } from '@domain/shared/money';
import type { BadgeTone } from '@/ui/badge';
import type { OwnerBookingChange } from '../api/change-booking-status';
import type { VenueBooking } from '../types';

export type { BookingStatus };

/** The filter's choices: every status, or one. */
export type BookingFilter = 'all' | BookingStatus;

/** In the spec's order: All, Pending, Confirmed, Completed, Cancelled. */
export const BOOKING_FILTERS: readonly BookingFilter[] = ['all', 'pending', 'confirmed', 'completed', 'cancelled'];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const BOOKING_FILTER_LABELS: Record<BookingFilter, string> = { all: 'All', ...BOOKING_STATUS_LABELS };

export const BOOKING_STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending: 'accent',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'neutral',
};

/** Spec: an unknown status displays as pending. */
export function bookingStatusOf(booking: Pick<VenueBooking, 'status'>): BookingStatus {
  return parseBookingStatus(booking.status);
}

/** Spec: Confirm and Cancel on a pending booking; a confirmed one can still be cancelled. */
export function ownerActions(status: BookingStatus): OwnerBookingChange[] {
  if (status === 'pending') return ['confirmed', 'cancelled'];
  if (status === 'confirmed') return ['cancelled'];
  return [];
}

export function filterBookings(bookings: readonly VenueBooking[], filter: BookingFilter): VenueBooking[] {
  return filter === 'all' ? [...bookings] : bookings.filter((b) => bookingStatusOf(b) === filter);
}

/** Revenue in integer cents, by the domain's rule (confirmed and completed bookings). */
export function revenueCents(bookings: readonly VenueBooking[]): Cents {
  return bookingRevenueCents(bookings.map((b) => ({ status: bookingStatusOf(b), totalCents: decimalStringToCents(b.totalAmount) ?? 0 })));
}

/** Spec texts of the empty list, per filter. */
export function emptyBookingsText(filter: BookingFilter): string {
  return filter === 'all' ? 'No bookings have been made yet.' : `No ${filter} bookings found.`;
}
