import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { syntheticVenue } from '../../adapters/persistence/seed/synthetic-venues.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import { openTestDatabase } from '../support/test-database.js';

// The synthetic seed writes its rows in its own SQL (one JSON parameter per batch), apart from the
// repository's mapping: what the repository reads back must be the venue the seed made.
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const noIds: IdGenerator = { next: () => 'unused' };

/** The venue table's indexes, each as PostgreSQL would write it again. */
async function venueIndexes(): Promise<string[]> {
  const rows: { indexdef: string }[] = await orm.em.getConnection().execute(`select indexdef from pg_indexes where tablename = 'venue' order by indexname`);
  return rows.map((row) => row.indexdef);
}

let orm: MikroORM;
let venues: MikroOrmVenueRepository;

beforeAll(async () => {
  orm = await openTestDatabase();
  venues = new MikroOrmVenueRepository(orm.em);
}, 60_000);
afterAll(() => orm.close());

describe('seeding synthetic venues', () => {
  it('writes each venue as the repository reads it back, field by field, numbered after those already there', async () => {
    let made = 0;
    const ids: IdGenerator = { next: () => idOf(made++) };
    // The first run is a bulk load (its indexes dropped and built again), the second is not.
    await expect(seedSyntheticVenues(orm, { venues, ids }, 2_300, undefined, { bulkLoadFrom: 1_000 })).resolves.toBe(2_300);
    await expect(seedSyntheticVenues(orm, { venues, ids }, 5)).resolves.toBe(2_305);
    // Both sides of a batch boundary (2,000), and the second run's venues.
    for (const index of [0, 1, 1_999, 2_000, 2_299, 2_300, 2_304]) {
      expect(await venues.findById(idOf(index))).toEqual({ ...syntheticVenue(index, noIds), id: idOf(index) });
    }
  });

  it('builds every index of the venue table again after a bulk load, as it was', async () => {
    const before = await venueIndexes();
    expect(before.length).toBeGreaterThan(10);
    const total = await venues.count();
    let made = 0;
    const ids: IdGenerator = { next: () => `00000000-0000-4000-9000-${String(made++).padStart(12, '0')}` };
    await expect(seedSyntheticVenues(orm, { venues, ids }, 2_500, undefined, { bulkLoadFrom: 1_000 })).resolves.toBe(total + 2_500);
    expect(await venueIndexes()).toEqual(before);
  });

  it('adds nothing and keeps every index when a bulk load fails half-way', async () => {
    const before = await venueIndexes();
    const total = await venues.count();
    let made = 0;
    const ids: IdGenerator = {
      next: () => {
        if (made === 3_000) throw new Error('the generator broke');
        return `00000000-0000-4000-a000-${String(made++).padStart(12, '0')}`;
      },
    };
    await expect(seedSyntheticVenues(orm, { venues, ids }, 6_000, undefined, { bulkLoadFrom: 1_000 })).rejects.toThrow('the generator broke');
    expect(made).toBe(3_000);
    expect(await venues.count()).toBe(total);
    expect(await venueIndexes()).toEqual(before);
  });
});
