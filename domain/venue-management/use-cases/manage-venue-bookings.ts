import { requireAccountType, requireSignedIn } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { BookingStatus } from '../../bookings/booking-status.js';
import type { Booking } from '../../bookings/booking.js';
import { ChangeBookingStatus } from '../../bookings/use-cases/change-booking-status.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import { loadOwnedVenue } from './owned-venue.js';

/** What an owner may set from the dashboard; completing happens after the event. */
export const OWNER_STATUS_CHANGES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'completed'];

export class ManageVenueBookings {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'bookings' | 'accounts' | 'events' | 'uow' | 'clock'>) {}

  private get venues() {
    return this.ports.venues;
  }

  private get bookings() {
    return this.ports.bookings;
  }

  async list(actor: Actor | null, venueId: string, status?: BookingStatus): Promise<Booking[]> {
    await loadOwnedVenue(this.venues, actor, venueId);
    return (await this.bookings.list({ venueId, status, limit: 1000, offset: 0 })).bookings;
  }

  /** An owner's: the bookings of every venue they have. A couple's: the bookings they made. */
  async listAll(actor: Actor | null, status?: BookingStatus): Promise<Booking[]> {
    const signedIn = requireSignedIn(actor);
    if (signedIn.accountType === 'customer') {
      return (await this.bookings.list({ customerId: signedIn.accountId, status, limit: 1000, offset: 0 })).bookings;
    }
    const owner = requireAccountType(actor, 'venue');
    const owned = await this.venues.listByOwner(owner.accountId);
    const lists = await Promise.all(owned.map((v) => this.bookings.list({ venueId: v.id, status, limit: 1000, offset: 0 })));
    return lists.flatMap((l) => l.bookings).sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  }

  async changeStatus(actor: Actor | null, bookingId: string, to: BookingStatus): Promise<Booking> {
    if (!OWNER_STATUS_CHANGES.includes(to)) throw new InvalidInputError('BOOKING.INVALID_STATUS', 'status', `status must be one of ${OWNER_STATUS_CHANGES.join(', ')}`);
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    try {
      await loadOwnedVenue(this.venues, actor, booking.venueId);
    } catch (error) {
      // Someone else's booking reads as unknown, not as "someone else's venue".
      if (error instanceof NotFoundError) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
      throw error;
    }
    return new ChangeBookingStatus(this.ports).execute(bookingId, to, 'owner');
  }
}
