import type { EntityManager } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { IndexedVenueSearch, venuesKeptBeside } from '../../adapters/persistence/search-index/indexed-venue-search.js';
import { noticeStatement } from '../../adapters/persistence/read-cache/local-catalogue-writes.js';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { addDays, calendarDateIn } from '../../domain/shared/calendar-date.js';
import { photoUrl, PUBLIC_PHOTO_WIDTH } from '../../domain/venue-management/photos.js';
import { PLACEHOLDER_VENUE_IMAGE } from '../../domain/venue-management/use-cases/submit-venue-listing.js';
import type { VenueSearchCriteria, VenueSearchPage } from '../../domain/venues/venue-search.js';
import { fakeFeed } from '../support/fake-change-feed.js';
import { startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';

// The index must answer every search exactly as the SQL repository does, on the demo catalogue
// (venues with reply figures, packages, booked dates) and a few hundred synthetic venues, and
// must never answer from venues older than the database's.
let t: TestApp;
let sql: MikroOrmVenueRepository;
let feed: ReturnType<typeof fakeFeed>;
let indexed: IndexedVenueSearch;
let claimedDate: string;
let published: number;

async function untilReady(search: IndexedVenueSearch) {
  await search.search({ sort: 'rating', page: 1, pageSize: 1 }); // the first search starts a build
  for (let i = 0; i < 200 && !search.ready; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(search.ready).toBe(true);
}

beforeAll(async () => {
  t = await startTestApp();
  sql = new MikroOrmVenueRepository(t.orm.em);
  await seedSyntheticVenues(t.orm, { venues: sql, ids: t.application.ports.ids }, 400);
  feed = fakeFeed();
  // Batches of 37 venues: a build reads its venues in many statements, each after the last venue read.
  indexed = new IndexedVenueSearch(t.orm.em, feed, { inTransaction: () => false, rebuildDelayMs: 5, buildBatch: 37 });
  await untilReady(indexed);
  const claims = await t.orm.em.getConnection().execute<{ date: string }[]>(`select date::text as date, count(*) from venue_date_claim group by date order by count(*) desc, date limit 1`);
  claimedDate = claims[0].date;
  published = (await sql.list({ status: 'published', limit: 1, offset: 0 })).total;
}, 120_000);
afterAll(async () => {
  indexed.close();
  await t.close();
});

const summary = (page: VenueSearchPage | null) => page && { ids: page.venues.map((venue) => venue.id), total: page.total, moreThanTotal: page.moreThanTotal };

describe('searches answered from the index', () => {
  it('hold every published venue, read in batches', async () => {
    expect(published).toBeGreaterThan(400);
    const everything = await indexed.search({ sort: 'price-asc', page: 1, pageSize: 1 });
    expect(everything?.total).toBe(published);
  });

  it('lets the event loop turn between its batches, so requests are served while it builds', async () => {
    // Embedded PGlite on disk answers a statement without any I/O, so a build that only awaited its
    // statements held the thread from the first batch to the last (5 s over 100,000 venues, health
    // checks too). A database that answers the same way: ten batches of 37 venues, then a short one.
    const rows = Array.from({ length: 10 * 37 + 5 }, (_, k) => ({
      id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
      name: `Venue ${String(k).padStart(4, '0')}`,
      city: 'Wimberley',
      location: '1 Main St, Wimberley, TX',
      venue_type: 'barn',
      max_guests: 100,
      price_cents: 1_000_000,
      rating: 4.5,
      review_count: 3,
      amenities: ['Parking Available'],
      listing_points: 10,
    }));
    let read = 0;
    const answeringAtOnce = {
      getPlatform: () => t.orm.em.getPlatform(),
      execute: async () => {
        const batch = rows.slice(read, read + 37);
        read += batch.length;
        return batch;
      },
    };
    const em = { fork: () => answeringAtOnce } as unknown as EntityManager;
    const building = new IndexedVenueSearch(em, fakeFeed(), { inTransaction: () => false, rebuildDelayMs: 5, buildBatch: 37 });
    try {
      expect(await building.search({ sort: 'rating', page: 1, pageSize: 1 })).toBeNull(); // starts the build
      let turns = 0;
      while (!building.ready && turns < 1_000) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
      expect(building.ready).toBe(true);
      expect(read).toBe(rows.length);
      expect(turns).toBeGreaterThanOrEqual(10);
    } finally {
      building.close();
    }
  });

  const cases: [string, Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize' | 'rankedAt'>][] = [
    ['no filter', {}],
    ['a town', { location: 'Fredericksburg' }],
    ['part of an address', { location: 'ranch r' }],
    ['a guest count', { guestCount: 150 }],
    ['a budget', { budgetMinCents: 1_000_000, budgetMaxCents: 3_000_000 }],
    ['types and amenities', { venueTypes: ['barn', 'outdoor'], amenities: ['Parking Available'] }],
    ['everything', { location: 'Wimberley', guestCount: 100, budgetMaxCents: 4_000_000, venueTypes: ['barn', 'garden', 'outdoor'] }],
  ];
  for (const sort of ['recommended', 'price-asc', 'price-desc', 'rating'] as const) {
    it.each(cases)(`are the SQL repository's pages and totals (%s, sorted ${sort})`, async (_name, filter) => {
      for (const [page, pageSize] of [[1, 12], [3, 12], [2, 5]]) {
        const criteria: VenueSearchCriteria = { ...filter, sort, page, pageSize, rankedAt: TEST_NOW };
        const expected = summary(await sql.search(criteria));
        if (page === 1) expect(expected?.ids.length).toBeGreaterThan(0);
        expect(summary(await indexed.search(criteria))).toEqual(expected);
      }
    });
  }

  it('leaves out the venues booked or blocked on the wedding date, as the SQL does', async () => {
    for (const availableOn of [claimedDate, addDays(calendarDateIn(TEST_NOW), 3)]) {
      const criteria: VenueSearchCriteria = { availableOn, sort: 'recommended', page: 1, pageSize: 60, rankedAt: TEST_NOW };
      expect(summary(await indexed.search(criteria))).toEqual(summary(await sql.search(criteria)));
    }
    const withoutDate = summary(await indexed.search({ sort: 'recommended', page: 1, pageSize: 60, rankedAt: TEST_NOW }));
    const onClaimedDate = summary(await indexed.search({ availableOn: claimedDate, sort: 'recommended', page: 1, pageSize: 60, rankedAt: TEST_NOW }));
    expect(onClaimedDate).not.toEqual(withoutDate);
  });
});

describe('the freshness of the index', () => {
  it('stops answering at a change notice about the venues and answers again, with the change, once rebuilt', async () => {
    const criteria: VenueSearchCriteria = { sort: 'price-asc', page: 1, pageSize: 3 };
    const [cheapest] = (await sql.search(criteria)).venues;
    await t.orm.em.getConnection().execute(`update venue set price_cents = price_cents + 100000000 where id = '${cheapest.id}'`);
    feed.change('venue');
    expect(await indexed.search(criteria)).toBeNull();
    await untilReady(indexed);
    const page = summary(await indexed.search(criteria));
    expect(page?.ids).not.toContain(cheapest.id);
    expect(page).toEqual(summary(await sql.search(criteria)));
  });

  it('reads no venue nor photo again for a page it showed before, and shows a venue as it is now once it changed', async () => {
    const criteria: VenueSearchCriteria = { sort: 'price-desc', page: 3, pageSize: 4 };
    const [withPhoto] = (await sql.search(criteria)).venues;
    const photoId = '0e3f4c1a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    await t.orm.em.getConnection().execute(`insert into venue_photo (id, venue_id, position, is_cover, width, height, created_at) values ('${photoId}', '${withPhoto.id}', 0, true, 1600, 1200, now())`);
    feed.change('venue_photo'); // a fresh index, which has shown nothing yet
    await untilReady(indexed);
    const statements = jest.spyOn(t.orm.em, 'fork'); // each read of the index's own goes through a fork
    try {
      const first = await indexed.search(criteria);
      expect(statements).toHaveBeenCalledTimes(1); // the page's venues with their photos
      expect(first!.venues[0].images[0]).toBe(photoUrl(photoId, PUBLIC_PHOTO_WIDTH));
      expect(first!.venues[0].images.slice(1)).toEqual(withPhoto.images.filter((url) => url !== PLACEHOLDER_VENUE_IMAGE));
      statements.mockClear();
      const again = await indexed.search(criteria);
      expect(summary(again)).toEqual(summary(first));
      expect(again!.venues[0].images).toEqual(first!.venues[0].images);
      expect(statements).not.toHaveBeenCalled();
      // Venues 7 to 12: the last four shown before, two new (read in one statement).
      const wider = await indexed.search({ ...criteria, page: 2, pageSize: 6 });
      expect(statements).toHaveBeenCalledTimes(1);
      expect(summary(wider)).toEqual(summary(await sql.search({ ...criteria, page: 2, pageSize: 6 })));

      const [venue] = first!.venues;
      await t.orm.em.getConnection().execute(`update venue set description = 'A new description' where id = '${venue.id}'`);
      expect(await indexed.search(criteria)).toBeNull();
      await untilReady(indexed);
      const changed = await indexed.search(criteria);
      expect(changed!.venues.find((shown) => shown.id === venue.id)?.description).toBe('A new description');
      await t.orm.em.getConnection().execute(`delete from venue_photo where id = '${photoId}'`);
      feed.change('venue_photo');
      await untilReady(indexed);
      expect((await indexed.search(criteria))!.venues[0].images).not.toContain(photoUrl(photoId, PUBLIC_PHOTO_WIDTH));
    } finally {
      statements.mockRestore();
    }
  });

  it('keeps no more venues than it is given room for: a page pushed out is read again', async () => {
    const small = new IndexedVenueSearch(t.orm.em, fakeFeed(), { inTransaction: () => false, rebuildDelayMs: 5, venuesKept: { venues: 4, chars: 1_000_000 } });
    const roomy = new IndexedVenueSearch(t.orm.em, fakeFeed(), { inTransaction: () => false, rebuildDelayMs: 5 });
    await untilReady(small);
    await untilReady(roomy);
    const first: VenueSearchCriteria = { sort: 'price-desc', page: 1, pageSize: 4 };
    const second: VenueSearchCriteria = { ...first, page: 2 };
    const statements = jest.spyOn(t.orm.em, 'fork');
    const statementsFor = async (search: IndexedVenueSearch, criteria: VenueSearchCriteria) => {
      statements.mockClear();
      const page = await search.search(criteria);
      const made = statements.mock.calls.length;
      expect(summary(page)).toEqual(summary(await sql.search(criteria)));
      return made;
    };
    try {
      for (const search of [small, roomy]) {
        expect(await statementsFor(search, first)).toBe(1);
        expect(await statementsFor(search, first)).toBe(0);
        expect(await statementsFor(search, second)).toBe(1);
      }
      // Room for four: the second page's venues took the first page's places.
      expect(await statementsFor(small, first)).toBe(1);
      expect(await statementsFor(roomy, first)).toBe(0);
    } finally {
      statements.mockRestore();
      small.close();
      roomy.close();
    }
  });

  it('stops answering as soon as this process writes to the venues, before any notice', async () => {
    noticeStatement(`update "venue" set "name" = 'x' where false`);
    expect(await indexed.search({ sort: 'rating', page: 1, pageSize: 3 })).toBeNull();
    await untilReady(indexed);
  });

  it('goes on answering through changes to booked dates and vendors, which it does not hold', async () => {
    feed.change('venue_date_claim');
    feed.change('vendor');
    expect(await indexed.search({ sort: 'rating', page: 1, pageSize: 3 })).not.toBeNull();
  });

  it('answers nothing while the feed cannot hear, nor inside a transaction', async () => {
    feed.listening = false;
    expect(await indexed.search({ sort: 'rating', page: 1, pageSize: 3 })).toBeNull();
    feed.listening = true;
    let inTransaction = true;
    const inside = new IndexedVenueSearch(t.orm.em, feed, { inTransaction: () => inTransaction, rebuildDelayMs: 5 });
    inTransaction = false;
    await untilReady(inside);
    inTransaction = true;
    expect(await inside.search({ sort: 'rating', page: 1, pageSize: 3 })).toBeNull();
    inside.close();
  });
});

describe('the venues a search index keeps', () => {
  it('are fewer beside embedded PGlite, whose memory is the process\'s own, than beside a PostgreSQL server', () => {
    const server = venuesKeptBeside('server');
    for (const inProcess of [venuesKeptBeside('embedded'), venuesKeptBeside('memory')]) {
      expect(inProcess.venues).toBeLessThan(server.venues);
      expect(inProcess.chars).toBeLessThan(server.chars);
    }
  });
});
