import type { Booking } from '../bookings/booking.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Mail } from '../notifications/mail-catalogue.js';
import type { Venue } from '../venues/venue.js';
import type { Guest, MealChoice, RsvpStatus } from './guest.js';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** What a guest sees behind their link: their own answer and the wedding's who, where and when. */
export interface InvitationView {
  guestName: string;
  coupleName: string;
  venueName: string;
  /** The venue's public address: guests need to know where to go. */
  venueLocation: string;
  eventDate: CalendarDate;
  rsvpStatus: RsvpStatus;
  plusOne: boolean;
  dietaryRestrictions: string | null;
  meal: MealChoice | null;
  respondedAt: Date | null;
  /** Whether an answer can still be given or changed (through the wedding day). */
  canRespond: boolean;
}

export function invitationView(guest: Guest, booking: Booking, venue: Pick<Venue, 'name' | 'location'>, canRespond: boolean): InvitationView {
  return {
    guestName: guest.name,
    coupleName: booking.customerName,
    venueName: venue.name,
    venueLocation: venue.location,
    eventDate: booking.eventDate,
    rsvpStatus: guest.rsvpStatus,
    plusOne: guest.plusOne,
    dietaryRestrictions: guest.dietaryRestrictions,
    meal: guest.meal,
    respondedAt: guest.respondedAt,
    canRespond,
  };
}

/** The web page a guest answers on; templates put the site's public address before it. */
export function rsvpPath(token: string): string {
  return `/rsvp/${encodeURIComponent(token)}`;
}

/** The invitation mail of one guest; the link carries their own token. */
export function invitationMail(guest: Guest & { email: string }, booking: Booking, venue: Pick<Venue, 'name' | 'location'>, token: string): Mail {
  return {
    to: guest.email,
    template: 'guest-invitation',
    data: {
      guestName: guest.name,
      coupleName: booking.customerName,
      venueName: venue.name,
      venueLocation: venue.location,
      eventDate: booking.eventDate,
      rsvpPath: rsvpPath(token),
    },
  };
}
