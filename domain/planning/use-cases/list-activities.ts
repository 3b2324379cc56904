import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ACTIVITY_FEED_LENGTH, type Activity } from '../activity.js';
import { coupleBookings, loadCoupleBooking, loadWedding, type WeddingPorts } from './load-wedding.js';

/**
 * The couple's Recent Activity, newest first: their wedding's, and their bookings' guest answers
 * (also those given before a booking was claimed into the account).
 */
export class ListActivities {
  constructor(private readonly ports: WeddingPorts & Pick<Ports, 'activities' | 'bookings'>) {}

  async execute(actor: Actor | null, bookingId?: string): Promise<Activity[]> {
    if (bookingId !== undefined) await loadCoupleBooking(this.ports, actor, bookingId);
    const { account, wedding } = await loadWedding(this.ports, actor);
    const bookingIds = (await coupleBookings(this.ports, account.id)).map((booking) => booking.id);
    return this.ports.activities.listForCouple({ weddingId: wedding.id, bookingIds }, ACTIVITY_FEED_LENGTH);
  }
}
