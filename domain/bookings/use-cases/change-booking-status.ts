import { calendarDateIn } from '../../shared/calendar-date.js';
import { ConflictError, NotFoundError } from '../../shared/domain-error.js';
import { homeCityOfAccount } from '../../accounts/home-city.js';
import type { BookingCanceller } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import { bookingFacts } from '../booking-facts.js';
import { DateTakenError } from '../booking.errors.js';
import { assertTransition, type BookingStatus } from '../booking-status.js';
import type { Booking } from '../booking.js';

/** Confirm, cancel or complete a booking, by the status rules, without losing a race. */
export class ChangeBookingStatus {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'venues' | 'accounts' | 'events' | 'uow' | 'clock'>) {}

  /** `by` says who asked: a cancellation tells the other side. */
  async execute(id: string, to: BookingStatus, by: BookingCanceller): Promise<Booking> {
    const { bookings, venues, events, uow, clock } = this.ports;
    const booking = await bookings.findById(id);
    if (!booking) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    assertTransition(booking.status, to, { eventDate: booking.eventDate, today: calendarDateIn(clock.now()) });
    if (to === 'confirmed' && (await venues.blockedDates(booking.venueId, booking.eventDate, booking.eventDate)).length) {
      throw new DateTakenError();
    }
    const homeCity = await homeCityOfAccount(this.ports.accounts, booking.customerId);
    return uow.run(async () => {
      const updated = await bookings.changeStatus(id, booking.status, to);
      if (!updated) throw new ConflictError('BOOKING.CHANGED_CONCURRENTLY', 'The booking was changed by someone else just now. Please reload it.');
      const facts = { ...bookingFacts(updated), homeCity };
      if (to === 'cancelled') await events.record({ type: 'booking.cancelled', ...facts, cancelledBy: by });
      else if (to === 'confirmed') await events.record({ type: 'booking.confirmed', ...facts });
      else if (to === 'completed') await events.record({ type: 'booking.completed', ...facts });
      return updated;
    });
  }
}
