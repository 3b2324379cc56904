import type { Booking } from '../bookings/booking.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { MailMessage } from '../shared/mailer.js';
import type { Venue } from '../venues/venue.js';
import type { Guest, RsvpStatus } from './guest.js';

export const INVITATION_MAIL_TOPIC = 'guest-invitation';
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
    respondedAt: guest.respondedAt,
    canRespond,
  };
}

/** The web page a guest answers on; the site's public address comes from configuration. */
export function rsvpLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/rsvp/${encodeURIComponent(token)}`;
}

/** "Saturday, October 16, 2027": a wedding date has no time zone, so it is read as UTC. */
export function formatLongDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export function invitationMail(guest: Guest & { email: string }, booking: Booking, venue: Pick<Venue, 'name' | 'location'>, link: string): MailMessage {
  const when = formatLongDate(booking.eventDate);
  return {
    to: guest.email,
    topic: INVITATION_MAIL_TOPIC,
    subject: `You're invited: ${booking.customerName}'s wedding on ${when}`,
    text: [
      `Dear ${guest.name},`,
      '',
      `${booking.customerName} would love to celebrate with you at ${venue.name}, ${venue.location}, on ${when}.`,
      '',
      'Please let them know whether you can come, and tell them about a plus-one or any dietary needs:',
      link,
      '',
      `You can change your answer with the same link until the wedding day. The link is yours alone: please do not forward it.`,
      '',
      'Hill Country Weddings',
    ].join('\n'),
  };
}
