import type { BookingReader } from '../../bookings/booking.js';
import { openGuestList, type GuestListAccessPorts } from '../guest-list-access.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { describeProblem, readGuestDetails, type GuestDetailsInput } from '../guest-fields.js';
import type { GuestRepository } from '../guest-repository.js';
import { MAX_GUESTS_PER_BOOKING, type Guest, type RsvpStatus } from '../guest.js';
import { INITIAL_RSVP_STATUS } from '../rsvp.js';

export type NewGuestRequest = GuestDetailsInput & {
  bookingId: string;
  /** The spec's client sends "pending"; a new guest cannot start with an answer. */
  rsvpStatus?: RsvpStatus;
};

export class AddGuest {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(request: NewGuestRequest, reader: BookingReader): Promise<Guest> {
    const { details, problems } = readGuestDetails(request);
    if (problems.length) throw new InvalidInputError('GUEST.INVALID_DETAILS', problems[0].field, describeProblem(problems[0]));
    if (request.rsvpStatus !== undefined && request.rsvpStatus !== INITIAL_RSVP_STATUS) {
      throw new InvalidInputError('GUEST.INVALID_INITIAL_RSVP', 'rsvpStatus', `rsvpStatus of a new guest must be ${INITIAL_RSVP_STATUS}`);
    }
    const booking = await openGuestList(this.access, request.bookingId, reader, 'canEdit');
    const guest: Guest = {
      id: this.ids.next(),
      bookingId: booking.id,
      ...details,
      rsvpStatus: INITIAL_RSVP_STATUS,
      invitedAt: null,
      respondedAt: null,
      createdAt: this.clock.now(),
    };
    await this.guests.addMany(booking.id, [guest], MAX_GUESTS_PER_BOOKING);
    return guest;
  }
}
