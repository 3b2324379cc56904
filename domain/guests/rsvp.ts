import type { BookingStatus } from '../bookings/booking-status.js';
import { daysBetween, type CalendarDate } from '../shared/calendar-date.js';
import { InvalidRsvpChangeError } from './guest.errors.js';
import type { RsvpStatus } from './guest.js';

/** Every guest starts without an answer. */
export const INITIAL_RSVP_STATUS: RsvpStatus = 'pending';

/**
 * The couple records answers with buttons on a pending guest (the spec) and may also correct
 * one answer into the other, e.g. when a guest calls to say they can come after all. Nobody
 * sets an answer back to pending: "pending" means "not answered", which is no longer true.
 * Setting the status a guest already has is allowed and changes nothing.
 */
export function canSetRsvp(from: RsvpStatus, to: RsvpStatus): boolean {
  return from === to || to !== 'pending';
}

export function assertRsvpChange(from: RsvpStatus, to: RsvpStatus): void {
  if (!canSetRsvp(from, to)) throw new InvalidRsvpChangeError(from, to);
}

export interface RsvpWindow {
  eventDate: CalendarDate;
  bookingStatus: BookingStatus;
  today: CalendarDate;
}

/**
 * A guest may answer, and change their answer, through the wedding day itself; from the day
 * after, the list is what it is. A cancelled booking takes no answers.
 */
export function isRsvpOpen({ eventDate, bookingStatus, today }: RsvpWindow): boolean {
  return bookingStatus !== 'cancelled' && daysBetween(today, eventDate) >= 0;
}
