import { requireAccountType } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';

/**
 * A couple who booked before signing in takes the bookings this browser made (those its access
 * key opens and no account holds yet) into their account, and so into their wedding.
 */
export class ClaimBookings {
  constructor(private readonly ports: Pick<Ports, 'bookings'>) {}

  async execute(actor: Actor | null, accessKeyHash: string | null): Promise<Booking[]> {
    const couple = requireAccountType(actor, 'customer');
    if (!accessKeyHash) return [];
    return this.ports.bookings.claim(accessKeyHash, couple.accountId);
  }
}
