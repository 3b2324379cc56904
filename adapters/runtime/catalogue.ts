import { calendarDateIn } from '../../domain/shared/calendar-date.js';
import type { Application } from '../composition/application.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { finishDemoHistory, seedDemoHistory } from '../persistence/seed/demo-history.js';
import { seedDemoReviews } from '../persistence/seed/demo-reviews.js';
import { demoVenueSeeds } from '../persistence/seed/demo-venues.js';
import { DEMO_OWNER, seedDemoOwner } from '../persistence/seed/demo-owner.js';
import { seedDemoData, type SeedResult } from '../persistence/seed/seed-demo-data.js';
import { seedDemoVendorAccount } from '../persistence/seed/demo-vendor-account.js';

/**
 * Seeds the demo catalogue, and a demo owner with bookings, through the same ports and use
 * cases the app uses (so the demo bookings have their events and mail too).
 */
export async function seedCatalogue({ orm, ports, useCases }: Application): Promise<SeedResult> {
  const { venues, vendors, inquiries, clock, ids } = ports;
  const result = await seedDemoData({ venues, vendors, inquiries, ids, now: clock.now(), today: calendarDateIn(clock.now()) });
  if (result.skipped) return result;
  await seedDemoOwner({
    ...ports,
    createBooking: useCases.createBooking,
    changeBookingStatus: useCases.changeBookingStatus,
    setOwner: async (venueIds, ownerId) => {
      await scopedEm(orm.em).execute(`update venue set owner_id = ? where id in (${venueIds.map(() => '?').join(', ')})`, [ownerId, ...venueIds]);
    },
  });
  // A demo vendor who can sign in, with leads; the other demo vendors get a listed contact address.
  await seedDemoVendorAccount({ ...ports, em: scopedEm(orm.em) });
  // The owner's past year or two, written as rows and events directly (no mail fires for history).
  await seedDemoHistory({ em: scopedEm(orm.em), ids, now: clock.now(), ownerEmail: DEMO_OWNER.email });
  // Verified reviews from completed bookings; each demo venue's rating and count are what they give.
  await seedDemoReviews({ em: scopedEm(orm.em), ids, now: clock.now(), seeds: demoVenueSeeds() });
  // Then the owner's rating history up to the rating the reviews gave, and events for every wedding of theirs.
  await finishDemoHistory({ em: scopedEm(orm.em), ids, now: clock.now(), ownerEmail: DEMO_OWNER.email });
  return result;
}
