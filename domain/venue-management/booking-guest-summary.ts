import type { BookingStatus } from '../bookings/booking-status.js';
import type { Booking } from '../bookings/booking.js';
import type { Guest } from '../guests/guest.js';
import { guestStats } from '../guests/guest-stats.js';
import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * What an owner sees of a booking's guest list: counts only. The guests' names and contact
 * details stay the couple's; the venue needs the figures to plan seating and catering.
 */
export interface BookingGuestSummary {
  bookingId: string;
  customerName: string;
  eventDate: CalendarDate;
  status: BookingStatus;
  /** The guest count given when booking. */
  guestCount: number;
  /** Guests on the couple's list. */
  listed: number;
  confirmed: number;
  declined: number;
  pending: number;
  /** Confirmed guests bringing a plus-one. */
  plusOnes: number;
  /** Confirmed guests and their plus-ones. */
  expectedAttendance: number;
}

export function bookingGuestSummary(booking: Booking, guests: readonly Guest[]): BookingGuestSummary {
  const stats = guestStats(guests);
  return {
    bookingId: booking.id,
    customerName: booking.customerName,
    eventDate: booking.eventDate,
    status: booking.status,
    guestCount: booking.guestCount,
    listed: stats.total,
    confirmed: stats.confirmed,
    declined: stats.declined,
    pending: stats.pending,
    plusOnes: stats.plusOnes,
    expectedAttendance: stats.expectedAttendance,
  };
}
