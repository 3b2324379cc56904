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
   * Stores a new booking. The storage itself guarantees a venue date is held by at most one
   * thing, a booking that is not cancelled or an owner's block, and throws DateTakenError when
   * the date is already held, even by a block made at the same moment. Cancelling frees it.
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
  /**
   * Gives the account the bookings made by the browser whose access key has this hash and held by
   * no account yet; returns them as they are now. The browser keeps its access to them.
   */
  claim(accessKeyHash: string, customerId: string): Promise<Booking[]>;
  /** Dates of [start, end] held by bookings that are not cancelled. */
  heldDates(venueId: string, start: CalendarDate, end: CalendarDate): Promise<CalendarDate[]>;
}
