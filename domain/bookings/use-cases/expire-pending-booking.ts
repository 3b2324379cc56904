import { homeCityOfAccount } from '../../accounts/home-city.js';
import type { Ports } from '../../ports.js';
import { bookingFacts } from '../booking-facts.js';
import { isHoldOver } from '../booking-policy.js';

export type HoldOutcome = 'expired' | 'kept' | 'not-yet';

/**
 * A pending request whose hold ran out lets its date go: the booking is cancelled (the same
 * compare-and-set as any status change, so an owner's confirmation at the same moment wins or
 * loses cleanly) and a booking.cancelled event with cancelledBy 'expired' tells the couple.
 * Runs from the job CreateBooking scheduled; running it again, or for a booking that was
 * confirmed or cancelled meanwhile, changes nothing. The job is the one place a hold lapses:
 * until it has run (a poll interval after the due time) the date stays held.
 */
export class ExpirePendingBooking {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'accounts' | 'events' | 'uow' | 'scheduler' | 'clock'>) {}

  async execute(bookingId: string): Promise<HoldOutcome> {
    const { bookings, events, uow, scheduler, clock } = this.ports;
    const booking = await bookings.findById(bookingId);
    if (!booking || booking.status !== 'pending' || !booking.holdExpiresAt) return 'kept';
    if (!isHoldOver(booking, clock.now())) {
      // Woken early (the queue's clock runs ahead of ours): ask again at the hold's end.
      await scheduler.schedule('booking.expire-hold', { bookingId }, booking.holdExpiresAt);
      return 'not-yet';
    }
    const homeCity = await homeCityOfAccount(this.ports.accounts, booking.customerId);
    return uow.run(async () => {
      const cancelled = await bookings.changeStatus(bookingId, 'pending', 'cancelled');
      if (!cancelled) return 'kept'; // confirmed or cancelled by someone a moment ago
      await events.record({ type: 'booking.cancelled', ...bookingFacts(cancelled), homeCity, cancelledBy: 'expired' });
      return 'expired';
    });
  }
}
