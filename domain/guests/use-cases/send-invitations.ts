import type { BookingRepository } from '../../bookings/booking-repository.js';
import type { BookingReader } from '../../bookings/booking.js';
import { GetBooking } from '../../bookings/use-cases/get-booking.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/domain-error.js';
import type { Mailer } from '../../shared/mailer.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import { BookingCancelledError } from '../guest.errors.js';
import type { GuestRepository } from '../guest-repository.js';
import type { Guest } from '../guest.js';
import { invitationMail, rsvpLink } from '../invitation.js';
import type { InvitationTokens } from '../invitation-tokens.js';
import { isRsvpOpen } from '../rsvp.js';

export interface InvitationsSent {
  sent: number;
  skippedWithoutEmail: number;
}

/**
 * Mails every guest with an address a personal RSVP link. Sending again gives each guest a new
 * link and the old one stops working, so a forwarded or leaked link can be shut off.
 */
export class SendInvitations {
  constructor(
    private readonly guests: GuestRepository,
    private readonly bookings: BookingRepository,
    private readonly venues: Pick<VenueRepository, 'findById'>,
    private readonly tokens: InvitationTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    /** Where the web app is reached, e.g. https://hillcountryweddings.example */
    private readonly publicUrl: string,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<InvitationsSent> {
    const booking = await new GetBooking(this.bookings).execute(bookingId, reader);
    const now = this.clock.now();
    if (booking.status === 'cancelled') throw new BookingCancelledError();
    if (!isRsvpOpen({ eventDate: booking.eventDate, bookingStatus: booking.status, today: calendarDateIn(now) })) {
      throw new ConflictError(`The wedding was on ${booking.eventDate}; invitations can no longer be sent.`);
    }
    const venue = await this.venues.findById(booking.venueId);
    if (!venue) throw new NotFoundError('Venue');

    const guests = await this.guests.listByBooking(booking.id);
    const invited = guests.filter((g): g is Guest & { email: string } => g.email !== null).map((guest) => ({ guest, ...this.tokens.issue() }));
    // Links are stored before any mail leaves, so every link a guest receives already works.
    await this.guests.recordInvitations(invited.map(({ guest, hash }) => ({ guestId: guest.id, tokenHash: hash, invitedAt: now })));
    for (const { guest, token } of invited) {
      await this.mailer.send(invitationMail(guest, booking, venue, rsvpLink(this.publicUrl, token)));
    }
    return { sent: invited.length, skippedWithoutEmail: guests.length - invited.length };
  }
}
