import type { CalendarDate } from '../shared/calendar-date.js';
import { ConflictError, DomainError } from '../shared/domain-error.js';
import { MAX_GUESTS_PER_BOOKING, type RsvpStatus } from './guest.js';

/** A booking's list is full; the storage checks it in the same transaction as the insert. */
export class GuestLimitError extends ConflictError {
  constructor(existing: number, adding: number, max = MAX_GUESTS_PER_BOOKING) {
    const count = (n: number) => n.toLocaleString('en-US');
    super('GUEST.LIMIT_REACHED', `A guest list holds at most ${count(max)} guests; this one has ${count(existing)}, so ${count(adding)} more would not fit.`);
  }
}

export class InvalidRsvpChangeError extends DomainError {
  constructor(from: RsvpStatus, to: RsvpStatus) {
    super('INVALID_TRANSITION', 'GUEST.INVALID_RSVP_CHANGE', `A guest who has ${from} cannot be set back to ${to}`, 'rsvpStatus');
  }
}

/** Answers are taken up to and including the wedding day. */
export class RsvpClosedError extends ConflictError {
  constructor(eventDate: CalendarDate) {
    super('RSVP.CLOSED', `This wedding was on ${eventDate}; answers can no longer be changed.`);
  }
}

export class BookingCancelledError extends ConflictError {
  constructor() {
    super('INVITATION.BOOKING_CANCELLED', 'This booking has been cancelled, so its guests can no longer be invited or answer.');
  }
}
