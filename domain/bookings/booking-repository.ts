import type { CalendarDate } from '../shared/calendar-date.js';
import type { BookingStatus } from './booking-status.js';
import type { Booking } from './booking.js';

export interface BookingFilter {
  venueId?: string;
  customerId?: string;
  status?: BookingStatus;
  limit: number;
  offset: number;
}

export interface BookingRepository {
  /**
   * Stores a new booking. The storage itself guarantees at most one booking that is not
   * cancelled per venue date, and throws DateTakenError when the date is already held.
   */
  add(booking: Booking): Promise<void>;
  findById(id: string): Promise<Booking | null>;
  list(filter: BookingFilter): Promise<{ bookings: Booking[]; total: number }>;
  /**
   * Moves a booking from one status to another only if it still has `from` (a compare-and-set);
   * returns the updated booking, or null when it had changed meanwhile. Throws DateTakenError if
   * the move would make two bookings hold one date.
   */
  changeStatus(id: string, from: BookingStatus, to: BookingStatus): Promise<Booking | null>;
  /** Dates of [start, end] held by bookings that are not cancelled. */
  heldDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]>;
}
