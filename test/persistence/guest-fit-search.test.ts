import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/core';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { UuidGenerator } from '../../adapters/runtime/uuid-generator.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { compareRanked, rankingFactsOf, recommendationScore } from '../../domain/venues/venue-ranking.js';
import type { Venue } from '../../domain/venues/venue.js';
import { openTestDatabase } from '../support/test-database.js';

// A recommended search with a guest count scores only the venues whose fit could still reach the
// page (venueSearchPageSql). Synthetic venues have no inquiries, so every one of them is in that part:
// a wrong bound would drop a venue that belongs on a page, and the pages would differ from the domain.
let orm: MikroORM;
let venues: MikroOrmVenueRepository;
let published: Venue[];

beforeAll(async () => {
  orm = await openTestDatabase();
  venues = new MikroOrmVenueRepository(orm.em);
  await seedSyntheticVenues(orm, { venues, ids: new UuidGenerator() }, 600);
  published = (await venues.list({ status: 'published', limit: 1000, offset: 0 })).venues;
}, 120_000);
afterAll(() => orm.close());

/** The domain's order of the published venues that hold `guestCount` guests. */
function domainOrder(guestCount: number): string[] {
  return published
    .filter((venue) => venue.maxGuests >= guestCount)
    .map((venue) => ({ venue, score: recommendationScore(rankingFactsOf(venue, { responseRate: null, packageCount: 0, uploadedPhotoCount: 0 }), { guestCount }).total }))
    .sort(compareRanked)
    .map((ranked) => ranked.venue.id);
}

async function page(guestCount: number, pageNumber: number, pageSize: number): Promise<string[]> {
  const found = await venues.search({ sort: 'recommended', guestCount, page: pageNumber, pageSize });
  return found.venues.map((venue) => venue.id);
}

describe('the recommended order with a guest count, over many venues without reply figures', () => {
  it.each([40, 75, 150, 260, 390])('gives the domain order on the first pages and a later one (%i guests)', async (guestCount) => {
    const expected = domainOrder(guestCount);
    expect(expected.length).toBeGreaterThan(30);
    expect(await page(guestCount, 1, 12)).toEqual(expected.slice(0, 12));
    expect(await page(guestCount, 2, 12)).toEqual(expected.slice(12, 24));
    expect(await page(guestCount, 1, 1)).toEqual(expected.slice(0, 1));
    expect(await page(guestCount, 4, 7)).toEqual(expected.slice(21, 28));
  });
});
