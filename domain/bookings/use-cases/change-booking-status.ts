import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/domain-error.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { BookingRepository } from '../booking-repository.js';
import { DateTakenError } from '../booking.errors.js';
import { assertTransition, type BookingStatus } from '../booking-status.js';
import type { Booking } from '../booking.js';

/** Confirm, cancel or complete a booking, by the status rules, without losing a race. */
export class ChangeBookingStatus {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly venues: Pick<VenueRepository, 'blockedDates'>,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, to: BookingStatus): Promise<Booking> {
    const booking = await this.bookings.findById(id);
    if (!booking) throw new NotFoundError('Booking');
    assertTransition(booking.status, to, { eventDate: booking.eventDate, today: calendarDateIn(this.clock.now()) });
    if (to === 'confirmed' && (await this.venues.blockedDates(booking.venueId, booking.eventDate, booking.eventDate)).length) {
      throw new DateTakenError();
    }
    const updated = await this.bookings.changeStatus(id, booking.status, to);
    if (!updated) throw new ConflictError('The booking was changed by someone else just now. Please reload it.');
    return updated;
  }
}
