import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';

/** Who opened the page, as the transport sees them; the address is hashed, never stored. */
export interface VenueVisitor {
  address: string;
  userAgent: string;
}

/**
 * Anonymous visitors one address may add to a venue's views in a day: a household or an office
 * shares an address, but changing the browser's name must not mint visitors without end.
 */
export const MAX_VISITORS_PER_ADDRESS = 3;

/**
 * A visit of a published venue's page (the dashboard's Profile Views): counted once per visitor
 * and day, never the owner's own. A visitor is the signed-in account, else the address and browser.
 */
export class RecordVenueView {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'venueViews' | 'visitorKeys' | 'uow' | 'clock'>) {}

  async execute(actor: Actor | null, venueId: string, visitor: VenueVisitor): Promise<void> {
    const venue = await new GetVenue(this.ports.venues).execute(venueId);
    if (actor && actor.accountId === venue.ownerId) return;
    const day = calendarDateIn(this.ports.clock.now());
    const keys = this.ports.visitorKeys;
    const [visitorKey, addressKey] = actor
      ? [await keys.keyOf(day, ['account', actor.accountId]), null]
      : [await keys.keyOf(day, ['visitor', visitor.address, visitor.userAgent]), await keys.keyOf(day, ['address', visitor.address])];
    await this.ports.uow.run(() => this.ports.venueViews.recordVisit({ venueId: venue.id, day, visitorKey, addressKey }, MAX_VISITORS_PER_ADDRESS));
  }
}
