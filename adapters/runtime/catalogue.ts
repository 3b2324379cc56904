import type { MikroORM } from '@mikro-orm/core';
import { calendarDateIn } from '../../domain/shared/calendar-date.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { mailerFromEnv } from '../mail/mailer-from-env.js';
import { MikroOrmAccountRepository } from '../persistence/repositories/mikro-orm-account-repository.js';
import { MikroOrmBookingRepository } from '../persistence/repositories/mikro-orm-booking-repository.js';
import { MikroOrmInquiryRepository } from '../persistence/repositories/mikro-orm-inquiry-repository.js';
import { MikroOrmVendorRepository } from '../persistence/repositories/mikro-orm-vendor-repository.js';
import { MikroOrmVenueRepository } from '../persistence/repositories/mikro-orm-venue-repository.js';
import { RecordingPaymentGateway } from '../persistence/repositories/recording-payment-gateway.js';
import { seedDemoOwner } from '../persistence/seed/demo-owner.js';
import { seedDemoData, type SeedResult } from '../persistence/seed/seed-demo-data.js';
import { OWASP_SCRYPT, ScryptPasswordHasher } from '../security/scrypt-password-hasher.js';

/**
 * Seeds the demo catalogue, and a demo owner with bookings, through the same repositories
 * and use cases the app uses.
 */
export async function seedCatalogue(
  orm: MikroORM,
  clock: Clock,
  ids: IdGenerator,
  options: { scrypt?: { N: number; r: number; p: number } } = {},
): Promise<SeedResult> {
  const venues = new MikroOrmVenueRepository(orm.em);
  const inquiries = new MikroOrmInquiryRepository(orm.em);
  const result = await seedDemoData({
    venues,
    vendors: new MikroOrmVendorRepository(orm.em),
    inquiries,
    ids,
    now: clock.now(),
    today: calendarDateIn(clock.now()),
  });
  if (result.skipped) return result;
  await seedDemoOwner({
    accounts: new MikroOrmAccountRepository(orm.em),
    hasher: new ScryptPasswordHasher(options.scrypt ?? OWASP_SCRYPT),
    venues,
    bookings: new MikroOrmBookingRepository(orm.em),
    inquiries,
    payments: new RecordingPaymentGateway(orm.em),
    mailer: mailerFromEnv(orm.em),
    setOwner: async (venueIds, ownerId) => {
      await orm.em.fork().getConnection().execute(`update venue set owner_id = ? where id in (${venueIds.map(() => '?').join(', ')})`, [ownerId, ...venueIds]);
    },
    clock,
    ids,
  });
  return result;
}
