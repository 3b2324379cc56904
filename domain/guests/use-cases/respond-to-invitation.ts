import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import { cleanGuestText, describeProblem, readMeal, reconcilePlusOne } from '../guest-fields.js';
import type { GuestChanges } from '../guest-repository.js';
import { BookingCancelledError, RsvpClosedError } from '../guest.errors.js';
import { RSVP_ANSWERS, type RsvpAnswer } from '../guest.js';
import { invitationView, type InvitationView } from '../invitation.js';
import { isRsvpOpen } from '../rsvp.js';
import { findInvitation, type InvitationPorts } from './find-invitation.js';

export interface RsvpAnswerRequest {
  rsvpStatus: RsvpAnswer;
  /** Left out: unchanged. */
  plusOne?: boolean;
  /** Left out: unchanged; blank: none. */
  dietaryRestrictions?: string | null;
  /** Left out: unchanged; null: not chosen. */
  meal?: string | null;
}

/** A guest answers through their link, and may change the answer through the wedding day. */
export class RespondToInvitation {
  constructor(private readonly ports: InvitationPorts & Pick<Ports, 'clock' | 'events' | 'uow'>) {}

  async execute(token: string, answer: RsvpAnswerRequest): Promise<InvitationView> {
    if (!RSVP_ANSWERS.includes(answer.rsvpStatus)) throw new InvalidInputError('RSVP.INVALID_ANSWER', 'rsvpStatus', `rsvpStatus must be ${RSVP_ANSWERS.join(' or ')}`);
    const { guest, booking, venue } = await findInvitation(this.ports, token);
    const now = this.ports.clock.now();
    if (booking.status === 'cancelled') throw new BookingCancelledError();
    if (!isRsvpOpen({ eventDate: booking.eventDate, bookingStatus: booking.status, today: calendarDateIn(now) })) {
      throw new RsvpClosedError(booking.eventDate);
    }
    const changes: GuestChanges = { rsvpStatus: answer.rsvpStatus, respondedAt: now };
    if (answer.plusOne !== undefined) changes.plusOne = answer.plusOne;
    if (answer.dietaryRestrictions !== undefined) {
      const { value, problem } = cleanGuestText('dietaryRestrictions', answer.dietaryRestrictions);
      if (problem) throw new InvalidInputError('RSVP.INVALID_ANSWER', problem.field, describeProblem(problem));
      changes.dietaryRestrictions = value;
    }
    if (answer.meal !== undefined) {
      const { value, problem } = readMeal(answer.meal);
      if (problem) throw new InvalidInputError('RSVP.INVALID_ANSWER', problem.field, describeProblem(problem));
      changes.meal = value;
    }
    reconcilePlusOne(changes);
    const updated = await this.ports.uow.run(async () => {
      const saved = await this.ports.guests.update(guest.id, changes);
      if (saved) {
        await this.ports.events.record({
          type: 'guest.responded',
          venueId: booking.venueId,
          bookingId: booking.id,
          guestId: saved.id,
          rsvpStatus: saved.rsvpStatus,
          plusOne: saved.plusOne,
        });
      }
      return saved;
    });
    if (!updated) throw new NotFoundError('INVITATION.NOT_FOUND', 'Invitation');
    return invitationView(updated, booking, venue, true);
  }
}
