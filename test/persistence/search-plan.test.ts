import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { UuidGenerator } from '../../adapters/runtime/uuid-generator.js';
import { explainSearch, SEARCH_SCENARIOS } from '../../adapters/runtime/search-benchmark.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { openTestDatabase } from '../support/test-database.js';

// The plan, not the clock: with 25,000 venues (enough for PostgreSQL to prefer its indexes, as it
// does at 100,000 and more) every search reads through an index.
// Timings are printed by `npm run cli -- bench search`, never asserted.
const VENUES = 25_000;
let orm: MikroORM;

beforeAll(async () => {
  orm = await openTestDatabase();
  await seedSyntheticVenues(orm, { venues: new MikroOrmVenueRepository(orm.em), ids: new UuidGenerator() }, VENUES);
}, 180_000);
afterAll(() => orm.close());

describe(`venue search over ${VENUES.toLocaleString('en-US')} venues`, () => {
  it.each(SEARCH_SCENARIOS.map((s) => [s.name, s.criteria] as const))('reads %s through an index, never a scan of the table', async (_name, criteria) => {
    const plan = await explainSearch(orm, criteria);
    expect(plan.seqScanOnVenue).toBe(false);
    expect(plan.indexes.length).toBeGreaterThan(0);
  });

  it('takes the unfiltered recommended page from the listing points index, not by scoring every venue', async () => {
    const plan = await explainSearch(orm, SEARCH_SCENARIOS.find((s) => s.name === 'no filter, recommended')!.criteria);
    expect(plan.indexes).toContain('venue_listing_points_idx');
  });

  it('scores a recommended search with a guest count from the closest capacities (the guests index), not every venue', async () => {
    const plan = await explainSearch(orm, SEARCH_SCENARIOS.find((s) => s.name === 'guests, recommended')!.criteria);
    expect(plan.indexes).toContain('venue_published_guests_idx');
  });

  it('narrows a town search with the trigram indexes when the order does not help', async () => {
    const plan = await explainSearch(orm, { ...SEARCH_SCENARIOS.find((s) => s.name === 'town + guests + budget')!.criteria, sort: 'price-desc', location: 'Luckenbach' });
    expect(plan.seqScanOnVenue).toBe(false);
    expect(plan.indexes.join(' ')).toMatch(/price|trgm/);
  });
});
