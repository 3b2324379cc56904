import { requireAccountType } from '../../accounts/access-rules.js';
import type { Account, Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { NotFoundError, UnauthenticatedError } from '../../shared/domain-error.js';
import { weddingFromAccountDetails, type Wedding } from '../wedding.js';

export type WeddingPorts = Pick<Ports, 'weddings' | 'accounts' | 'clock' | 'ids'>;

export interface CoupleWedding {
  account: Account;
  wedding: Wedding;
}

/**
 * The signed-in couple's wedding, made from their sign-up details the first time it is asked
 * for. Planning is for customer accounts: anyone else is refused (401 or 403).
 */
export async function loadWedding(ports: WeddingPorts, actor: Actor | null): Promise<CoupleWedding> {
  const couple = requireAccountType(actor, 'customer');
  const account = await ports.accounts.findById(couple.accountId);
  if (!account) throw new UnauthenticatedError('AUTH.SIGN_IN_REQUIRED');
  const found = await ports.weddings.findByAccount(account.id);
  if (found) return { account, wedding: found };
  const now = ports.clock.now();
  const wedding = await ports.weddings.ensure(weddingFromAccountDetails(account, ports.ids.next(), now, calendarDateIn(now)));
  return { account, wedding };
}

/** A booking the couple's account holds; any other booking reads as not found, so ids cannot be probed. */
export async function loadCoupleBooking(ports: Pick<Ports, 'bookings'>, actor: Actor | null, bookingId: string): Promise<Booking> {
  const couple = requireAccountType(actor, 'customer');
  const booking = await ports.bookings.findById(bookingId);
  if (!booking || booking.customerId !== couple.accountId) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
  return booking;
}

/** Every booking the couple's account holds, cancelled ones included. */
export async function coupleBookings(ports: Pick<Ports, 'bookings'>, accountId: string): Promise<Booking[]> {
  return (await ports.bookings.list({ customerId: accountId, limit: 1000, offset: 0 })).bookings;
}
