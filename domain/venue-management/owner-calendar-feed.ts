import { requireAccountType } from '../accounts/access-rules.js';
import type { Actor } from '../accounts/account.js';
import type { BookingStatus } from '../bookings/booking-status.js';
import type { Ports } from '../ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { NotFoundError } from '../shared/domain-error.js';

/** What the feed lists: dates the venue has promised or is holding. */
export const FEED_STATUSES: readonly BookingStatus[] = ['confirmed', 'pending'];

/** Bounds the feed the way the dashboard bounds its lists. */
const MAX_FEED_BOOKINGS = 1000;

export interface OwnerCalendarFeedLink {
  /** The secret for the link; it is shown once and only its hash is kept. */
  token: string;
  createdAt: Date;
}

export interface OwnerCalendarEntry {
  bookingId: string;
  venueName: string;
  customerName: string;
  eventDate: CalendarDate;
  status: BookingStatus;
  guestCount: number;
}

export type OwnerCalendarFeedPorts = Pick<Ports, 'calendarFeeds' | 'secretTokens' | 'venues' | 'bookings' | 'uow' | 'clock'>;

/**
 * The owner's calendar subscription: a secret link (made, replaced or revoked by the owner) that
 * any calendar app can poll for the bookings of all the owner's venues, without signing in.
 */
export class ManageOwnerCalendarFeed {
  constructor(private readonly ports: OwnerCalendarFeedPorts) {}

  /** A new link; any earlier link stops working. */
  async regenerate(actor: Actor | null): Promise<OwnerCalendarFeedLink> {
    const owner = requireAccountType(actor, 'venue');
    const { token, hash } = this.ports.secretTokens.create();
    const createdAt = this.ports.clock.now();
    await this.ports.uow.run(() => this.ports.calendarFeeds.replace({ accountId: owner.accountId, tokenHash: hash, createdAt }));
    return { token, createdAt };
  }

  /** When the current link was made, or null when there is none. */
  async status(actor: Actor | null): Promise<{ createdAt: Date } | null> {
    const owner = requireAccountType(actor, 'venue');
    const feed = await this.ports.calendarFeeds.findByAccount(owner.accountId);
    return feed ? { createdAt: feed.createdAt } : null;
  }

  /** Ends the link; revoking when there is none is no error. */
  async revoke(actor: Actor | null): Promise<void> {
    const owner = requireAccountType(actor, 'venue');
    await this.ports.uow.run(async () => {
      await this.ports.calendarFeeds.delete(owner.accountId);
    });
  }

  /** What the link shows: confirmed and pending bookings of every venue of its owner. Unknown or revoked: not found. */
  async entries(token: string): Promise<OwnerCalendarEntry[]> {
    const feed = token ? await this.ports.calendarFeeds.findByTokenHash(this.ports.secretTokens.hash(token)) : null;
    if (!feed) throw new NotFoundError('VENUE.CALENDAR_FEED_NOT_FOUND', 'Calendar feed');
    const venues = await this.ports.venues.listByOwner(feed.accountId);
    const entries: OwnerCalendarEntry[] = [];
    for (const venue of venues) {
      for (const status of FEED_STATUSES) {
        const { bookings } = await this.ports.bookings.list({ venueId: venue.id, status, limit: MAX_FEED_BOOKINGS, offset: 0 });
        entries.push(
          ...bookings.map((b) => ({ bookingId: b.id, venueName: venue.name, customerName: b.customerName, eventDate: b.eventDate, status: b.status, guestCount: b.guestCount })),
        );
      }
    }
    return entries.sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.bookingId.localeCompare(b.bookingId));
  }
}
