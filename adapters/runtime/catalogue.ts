import { calendarDateIn } from '../../domain/shared/calendar-date.js';
import type { Application } from '../composition/application.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { seedDemoOwner } from '../persistence/seed/demo-owner.js';
import { seedDemoData, type SeedResult } from '../persistence/seed/seed-demo-data.js';

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
  return result;
}
