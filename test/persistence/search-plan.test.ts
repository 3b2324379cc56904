import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { UuidGenerator } from '../../adapters/runtime/uuid-generator.js';
import { explainSearch, SEARCH_SCENARIOS } from '../../adapters/runtime/search-benchmark.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { openTestDatabase } from '../support/test-database.js';

// The plan, not the clock: with 100,000 venues every search reads through an index.
// Timings are printed by `npm run cli -- bench search`, never asserted.
const VENUES = 100_000;
let orm: MikroORM;

beforeAll(async () => {
  orm = await openTestDatabase();
  await seedSyntheticVenues(orm, { venues: new MikroOrmVenueRepository(orm.em), ids: new UuidGenerator() }, VENUES);
}, 180_000);
afterAll(() => orm.close());

describe(`venue search over ${VENUES.toLocaleString('en-US')} venues`, () => {
  // The explained "recommended" order (domain/venues/venue-ranking.ts) scores every venue that fits
  // from its reviews, reply rate and listing, so with no filter to narrow them it reads them all
  // (about half a second over 100,000 venues in PGlite; milliseconds for a real catalogue's size).
  const SCORES_EVERY_VENUE = new Set(['no filter, recommended']);

  it.each(SEARCH_SCENARIOS.filter((s) => !SCORES_EVERY_VENUE.has(s.name)).map((s) => [s.name, s.criteria] as const))(
    'reads %s through an index, never a scan of the table',
    async (_name, criteria) => {
      const plan = await explainSearch(orm, criteria);
      expect(plan.seqScanOnVenue).toBe(false);
      expect(plan.indexes.length).toBeGreaterThan(0);
    },
  );

  it('scores every published venue for the unfiltered recommended order, then sorts and keeps one page', async () => {
    const plan = await explainSearch(orm, SEARCH_SCENARIOS.find((s) => SCORES_EVERY_VENUE.has(s.name))!.criteria);
    expect(plan.nodes).toContain('Limit');
    expect(plan.nodes.some((node) => /Sort/.test(node))).toBe(true);
  });

  it('narrows a town search with the trigram indexes when the order does not help', async () => {
    const plan = await explainSearch(orm, { ...SEARCH_SCENARIOS[3].criteria, sort: 'price-desc', location: 'Luckenbach' });
    expect(plan.seqScanOnVenue).toBe(false);
    expect(plan.indexes.join(' ')).toMatch(/price|trgm/);
  });
});
