import type { Booking } from './booking.js';

/** The facts every booking event carries, for mail now and the owner's analytics later. */
export function bookingFacts(booking: Booking) {
  return {
    venueId: booking.venueId,
    bookingId: booking.id,
    eventDate: booking.eventDate,
    guestCount: booking.guestCount,
    amountCents: booking.totalCents,
  };
}

/** Where the couple follows their booking: the venue's page shows its status. */
export function bookingPagePath(booking: Pick<Booking, 'id' | 'venueId'>): string {
  return `/venues/${encodeURIComponent(booking.venueId)}?booking=${encodeURIComponent(booking.id)}`;
}
