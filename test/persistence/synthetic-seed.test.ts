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
    await expect(seedSyntheticVenues(orm, { venues, ids }, 2_300)).resolves.toBe(2_300);
    await expect(seedSyntheticVenues(orm, { venues, ids }, 5)).resolves.toBe(2_305);
    // Both sides of a batch boundary (2,000), and the second run's venues.
    for (const index of [0, 1, 1_999, 2_000, 2_299, 2_300, 2_304]) {
      expect(await venues.findById(idOf(index))).toEqual({ ...syntheticVenue(index, noIds), id: idOf(index) });
    }
  });
});
