import type { Account, Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { coupleName, weddingCountdown, type Wedding, type WeddingCountdown } from '../wedding.js';
import { coupleBookings, loadWedding } from './load-wedding.js';

export interface WeddingBooking {
  booking: Booking;
  venue: { id: string; name: string; location: string } | null;
}

export interface WeddingView {
  wedding: Wedding;
  account: Account;
  coupleName: string;
  bookings: WeddingBooking[];
  countdown: WeddingCountdown | null;
}

export type GetWeddingPorts = Pick<Ports, 'weddings' | 'accounts' | 'bookings' | 'venues' | 'clock' | 'ids'>;

/** Shapes a wedding for its couple: their bookings with each venue's name, and the countdown. */
export async function weddingView(ports: GetWeddingPorts, account: Account, wedding: Wedding): Promise<WeddingView> {
  const bookings = await coupleBookings(ports, account.id);
  const venues = new Map<string, WeddingBooking['venue']>();
  for (const venueId of new Set(bookings.map((b) => b.venueId))) {
    const venue = await ports.venues.findById(venueId);
    venues.set(venueId, venue ? { id: venue.id, name: venue.name, location: venue.location } : null);
  }
  return {
    wedding,
    account,
    coupleName: coupleName(account, wedding),
    bookings: bookings.map((booking) => ({ booking, venue: venues.get(booking.venueId) ?? null })),
    countdown: weddingCountdown(wedding.weddingDate, calendarDateIn(ports.clock.now())),
  };
}

/** The couple's wedding, its bookings and countdown. */
export class GetWedding {
  constructor(private readonly ports: GetWeddingPorts) {}

  async execute(actor: Actor | null): Promise<WeddingView> {
    const { account, wedding } = await loadWedding(this.ports, actor);
    return weddingView(this.ports, account, wedding);
  }
}
