import type { Account, Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { coupleName, weddingCountdown, type Wedding, type WeddingCountdown } from '../wedding.js';
import type { CollaboratorRole, PlanningPermissions } from '../collaborator-role.js';
import { coupleBookings } from './load-wedding.js';
import { accessWedding, type PlanningAccess, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

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
  /** What the caller may do on this wedding. */
  access: { role: CollaboratorRole; permissions: PlanningPermissions };
}

export type GetWeddingPorts = PlanningAccessPorts & Pick<Ports, 'venues'>;

/** Shapes a wedding for its couple: their bookings with each venue's name, and the countdown. */
export async function weddingView(ports: GetWeddingPorts, { account, wedding, role, permissions }: Pick<PlanningAccess, 'account' | 'wedding' | 'role' | 'permissions'>): Promise<WeddingView> {
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
    access: { role, permissions },
  };
}

/** The couple's wedding, its bookings and countdown. */
export class GetWedding {
  constructor(private readonly ports: GetWeddingPorts) {}

  async execute(actor: Actor | null, scope: PlanningScope = {}): Promise<WeddingView> {
    return weddingView(this.ports, await accessWedding(this.ports, actor, scope));
  }
}
