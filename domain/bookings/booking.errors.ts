import { ConflictError } from '../shared/domain-error.js';

/** A couple reads this when someone else took the date a moment before them. */
export class DateTakenError extends ConflictError {
  constructor() {
    super('BOOKING.DATE_TAKEN', 'That date was just booked. Please choose another date.');
  }
}
