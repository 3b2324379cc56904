import { calendarDateIn } from '../../domain/shared/calendar-date.js';
import type { Application } from '../composition/application.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { finishDemoHistory, seedDemoHistory } from '../persistence/seed/demo-history.js';
import { seedDemoReviews } from '../persistence/seed/demo-reviews.js';
import { demoVenueSeeds } from '../persistence/seed/demo-venues.js';
import { DEMO_OWNER, seedDemoOwner } from '../persistence/seed/demo-owner.js';
import { seedDemoData, type SeedResult } from '../persistence/seed/seed-demo-data.js';
import { DEMO_VENDOR, seedDemoVendorAccount } from '../persistence/seed/demo-vendor-account.js';
import type { Ports } from '../../domain/ports.js';

/** The demo accounts' passwords (README): their hashes are made ahead of the seed. */
const DEMO_PASSWORDS = [DEMO_OWNER.password, DEMO_VENDOR.password];

/** Password hashes begun ahead of the accounts that will use them. */
export type EarlyHashes = { password: string; hash: Promise<string> }[];

/** Begins hashing each password now: scrypt runs on libuv's threads while this thread goes on. */
function beginHashes(hasher: Ports['hasher'], passwords: string[]): EarlyHashes {
  const early = passwords.map((password) => ({ password, hash: hasher.hash(password) }));
  early.forEach((e) => e.hash.catch(() => undefined)); // a failure surfaces where the hash is used
  return early;
}

/**
 * The demo accounts' password (published in the README) hashed by ScryptPasswordHasher at the
 * production cost, a salt for each account. A first start made them itself: two hashes, 0.3-0.4 s of
 * CPU on libuv's threads while the database was unpacked and opened, on a machine of two cores (README,
 * Speed). A published password's hash hides nothing; test/api/demo-password-hashes.test.ts verifies
 * each against the password.
 */
export const DEMO_PASSWORD_HASHES = [
  'scrypt$32768$8$3$7bT2Tm0kEP9BW1IH0tSQFQ$IsdYFcJUFmYHugHCryVMq1nrXSs_4TzRGIv6SKUtqOR-6E-91kpRzDcLhdLCMxDoGMiVC6DVecucUkQIn8wLDQ',
  'scrypt$32768$8$3$nocALJuG-w_EGqRqnV5buA$pMa3f_25ZFRw9E1vAYWdH2RUytcPP3G-4x65R6V1PvwWIE2SWef42stMr_ab5MRjIwZDwA89dU0yvFgtz09VsA',
] as const;

/** The demo accounts' hashes, made ahead (DEMO_PASSWORD_HASHES), for a start about to seed a new database (http/main.ts). */
export function demoPasswordHashes(): EarlyHashes {
  return DEMO_PASSWORDS.map((password, k) => ({ password, hash: Promise.resolve(DEMO_PASSWORD_HASHES[k]) }));
}

/** The hasher, answering each early hash's password once with it (each account keeps its own salt). */
function hasherWithEarlyHashes(hasher: Ports['hasher'], early: EarlyHashes): Ports['hasher'] {
  const hash = (password: string) => {
    const index = early.findIndex((e) => e.password === password);
    return index < 0 ? hasher.hash(password) : early.splice(index, 1)[0].hash;
  };
  return Object.assign(Object.create(hasher) as Ports['hasher'], { hash });
}

/**
 * Seeds the demo catalogue, and a demo owner with bookings, through the same ports and use
 * cases the app uses (so the demo bookings have their events and mail too).
 */
export async function seedCatalogue({ orm, ports, useCases }: Application, earlyHashes?: EarlyHashes): Promise<SeedResult> {
  const { venues, vendors, inquiries, clock, ids } = ports;
  // Only an empty catalogue is seeded (seedDemoData checks again): begin the hashes, if not begun yet, before writing it.
  const hasher = (await venues.count()) === 0 ? hasherWithEarlyHashes(ports.hasher, earlyHashes ?? beginHashes(ports.hasher, DEMO_PASSWORDS)) : ports.hasher;
  const result = await seedDemoData({ venues, vendors, inquiries, ids, now: clock.now(), today: calendarDateIn(clock.now()) });
  if (result.skipped) return result;
  await seedDemoOwner({
    ...ports,
    hasher,
    createBooking: useCases.createBooking,
    changeBookingStatus: useCases.changeBookingStatus,
    setOwner: async (venueIds, ownerId) => {
      await scopedEm(orm.em).execute(`update venue set owner_id = ? where id in (${venueIds.map(() => '?').join(', ')})`, [ownerId, ...venueIds]);
    },
  });
  // A demo vendor who can sign in, with leads; the other demo vendors get a listed contact address.
  await seedDemoVendorAccount({ ...ports, hasher, em: scopedEm(orm.em) });
  // The owner's past year or two, written as rows and events directly (no mail fires for history).
  await seedDemoHistory({ em: scopedEm(orm.em), ids, now: clock.now(), ownerEmail: DEMO_OWNER.email });
  // Verified reviews from completed bookings; each demo venue's rating and count are what they give.
  await seedDemoReviews({ em: scopedEm(orm.em), ids, now: clock.now(), seeds: demoVenueSeeds() });
  // Then the owner's rating history up to the rating the reviews gave, and events for every wedding of theirs.
  await finishDemoHistory({ em: scopedEm(orm.em), ids, now: clock.now(), ownerEmail: DEMO_OWNER.email });
  return result;
}
