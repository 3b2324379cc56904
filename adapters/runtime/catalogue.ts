import type { MikroORM } from '@mikro-orm/core';
import { calendarDateIn } from '../../domain/shared/calendar-date.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { MikroOrmInquiryRepository } from '../persistence/repositories/mikro-orm-inquiry-repository.js';
import { MikroOrmVendorRepository } from '../persistence/repositories/mikro-orm-vendor-repository.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { seedDemoData, type SeedResult } from '../persistence/seed/seed-demo-data.js';

/** Seeds the demo catalogue through the same repositories the app uses. */
export function seedCatalogue(orm: MikroORM, clock: Clock, ids: IdGenerator): Promise<SeedResult> {
  return seedDemoData({
    venues: new MikroOrmVenueRepository(orm.em),
    vendors: new MikroOrmVendorRepository(orm.em),
    inquiries: new MikroOrmInquiryRepository(orm.em),
    ids,
    now: clock.now(),
    today: calendarDateIn(clock.now()),
  });
}
