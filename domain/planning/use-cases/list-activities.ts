import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ACTIVITY_FEED_LENGTH, type Activity } from '../activity.js';
import { coupleBookings } from './load-wedding.js';
import { accessBookingWedding, accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

/**
 * The couple's Recent Activity, newest first: their wedding's, and their bookings' guest answers
 * (also those given before a booking was claimed into the account).
 */
export class ListActivities {
  constructor(private readonly ports: PlanningAccessPorts & Pick<Ports, 'activities'>) {}

  async execute(actor: Actor | null, bookingId?: string, scope: PlanningScope = {}): Promise<Activity[]> {
    const { account, wedding } = bookingId !== undefined ? await accessBookingWedding(this.ports, actor, bookingId) : await accessWedding(this.ports, actor, scope);
    const bookingIds = (await coupleBookings(this.ports, account.id)).map((booking) => booking.id);
    return this.ports.activities.listForCouple({ weddingId: wedding.id, bookingIds }, ACTIVITY_FEED_LENGTH);
  }
}
