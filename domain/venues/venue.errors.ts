import { ConflictError } from '../shared/domain-error.js';

/** An owner tried to hold back a date that a booking (pending or confirmed) already holds. */
export class DateBookedError extends ConflictError {
  constructor() {
    super('VENUE.DATE_BOOKED', 'A booking holds that date. Cancel the booking first if the venue is not available.');
  }
}
