import type { BookingReader } from '../../bookings/booking.js';
import { openGuestList, type GuestListAccessPorts } from '../guest-list-access.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { ConflictError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import { BookingCancelledError } from '../guest.errors.js';
import type { Guest } from '../guest.js';
import { invitationMail } from '../invitation.js';
import { isRsvpOpen } from '../rsvp.js';

export interface InvitationsSent {
  sent: number;
  skippedWithoutEmail: number;
}

/**
 * Mails every guest with an address a personal RSVP link, or only the guests named (the couple's
 * "everyone who has not replied", as a reminder). Sending again gives each guest a new link and
 * the old one stops working, so a forwarded or leaked link can be shut off.
 */
export class SendInvitations {
  constructor(private readonly ports: GuestListAccessPorts & Pick<Ports, 'guests' | 'venues' | 'invitationTokens' | 'mailer' | 'uow' | 'clock'>) {}

  async execute(bookingId: string, reader: BookingReader, options: { guestIds?: readonly string[] } = {}): Promise<InvitationsSent> {
    const booking = await openGuestList(this.ports, bookingId, reader, 'canEdit');
    const { guests: guestList, venues, invitationTokens, mailer, uow, clock } = this.ports;
    const now = clock.now();
    if (booking.status === 'cancelled') throw new BookingCancelledError();
    if (!isRsvpOpen({ eventDate: booking.eventDate, bookingStatus: booking.status, today: calendarDateIn(now) })) {
      throw new ConflictError('INVITATION.WEDDING_PASSED', `The wedding was on ${booking.eventDate}; invitations can no longer be sent.`);
    }
    const venue = await venues.findById(booking.venueId);
    if (!venue) throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');

    const guests = chosenGuests(await guestList.listByBooking(booking.id), options.guestIds);
    const invited = guests.filter((g): g is Guest & { email: string } => g.email !== null).map((guest) => ({ guest, ...invitationTokens.issue() }));
    // Links and mails are kept together; the mails leave from the job queue once both are saved.
    await uow.run(async () => {
      await guestList.recordInvitations(invited.map(({ guest, hash }) => ({ guestId: guest.id, tokenHash: hash, invitedAt: now })));
      await mailer.sendAll(invited.map(({ guest, token }) => invitationMail(guest, booking, venue, token)));
    });
    return { sent: invited.length, skippedWithoutEmail: guests.length - invited.length };
  }
}

/** The guests named, all of them on this list (a guest of any other list does not exist here). */
function chosenGuests(guests: Guest[], guestIds: readonly string[] | undefined): Guest[] {
  if (guestIds === undefined) return guests;
  const wanted = new Set(guestIds);
  const chosen = guests.filter((guest) => wanted.has(guest.id));
  if (chosen.length !== wanted.size) throw new NotFoundError('GUEST.NOT_FOUND', 'Guest');
  return chosen;
}
