import type { BookingReader } from '../../bookings/booking.js';
import { openGuestList, type GuestListAccessPorts } from '../guest-list-access.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import { describeProblem, readGuestChanges, type GuestDetailsInput } from '../guest-fields.js';
import type { GuestChanges, GuestRepository } from '../guest-repository.js';
import type { Guest, RsvpStatus } from '../guest.js';
import { assertRsvpChange } from '../rsvp.js';

export type GuestUpdate = GuestDetailsInput & {
  rsvpStatus?: RsvpStatus;
  /** When the client says which booking it means, a guest of another booking is not found. */
  bookingId?: string;
};

/** The couple edits a guest or records their answer (see canSetRsvp for which answers). */
export class UpdateGuest {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
    private readonly clock: Clock,
  ) {}

  async execute(guestId: string, update: GuestUpdate, reader: BookingReader): Promise<Guest> {
    const guest = await this.readableGuest(guestId, update.bookingId, reader);
    const { changes, problems } = readGuestChanges(update);
    if (problems.length) throw new InvalidInputError('GUEST.INVALID_DETAILS', problems[0].field, describeProblem(problems[0]));
    const write: GuestChanges = { ...changes };
    if (update.rsvpStatus !== undefined) {
      assertRsvpChange(guest.rsvpStatus, update.rsvpStatus);
      if (update.rsvpStatus !== guest.rsvpStatus) {
        write.rsvpStatus = update.rsvpStatus;
        write.respondedAt = this.clock.now();
      }
    }
    if (Object.keys(write).length === 0) return guest;
    // A link mailed to a mistyped address must not keep working once the address is corrected.
    const revokeInvitation = guest.invitedAt !== null && write.email !== undefined && write.email !== guest.email;
    const updated = await this.guests.update(guest.id, write, { revokeInvitation });
    if (!updated) throw new NotFoundError('GUEST.NOT_FOUND', 'Guest');
    return updated;
  }

  /** A guest of a booking the reader may not see does not exist, as far as they can tell. */
  private async readableGuest(guestId: string, bookingId: string | undefined, reader: BookingReader): Promise<Guest> {
    const guest = await this.guests.findById(guestId);
    if (!guest || (bookingId !== undefined && bookingId !== guest.bookingId)) throw new NotFoundError('GUEST.NOT_FOUND', 'Guest');
    try {
      await openGuestList(this.access, guest.bookingId, reader, 'canEdit');
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError('GUEST.NOT_FOUND', 'Guest');
      throw error;
    }
    return guest;
  }
}
