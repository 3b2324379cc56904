import { describe, expect, it } from '@jest/globals';
import { syntheticVenue } from '../../adapters/persistence/seed/synthetic-venues.js';
import type { IndexedVenue } from '../../adapters/persistence/search-index/venue-search-index-builder.js';
import { VenueSearchIndex } from '../../adapters/persistence/search-index/venue-search-index.js';
import { compareRanked, rankingFactsOf, recommendationScore } from '../../domain/venues/venue-ranking.js';
import { cappedTotal, compareVenues, SEARCH_COUNT_LIMIT, venueFitsSearch, type VenueSearchCriteria } from '../../domain/venues/venue-search.js';
import { FILTER_AMENITIES, type Venue } from '../../domain/venues/venue.js';

// The index answers searches the read cache does not hold; it must answer exactly what the domain
// says (venueFitsSearch, compareVenues, recommendationScore). The SQL repository is held to the same
// rule by its own tests, and test/persistence/indexed-venue-search.test.ts compares the two on a database.

let counter = 0;
const ids = { next: () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` };

/** 3,000 synthetic venues, a few with the same name (the tie-break by id then decides). */
const venues: Venue[] = Array.from({ length: 3_000 }, (_, i) => syntheticVenue(i, ids)).map((venue, i) => (i % 500 === 7 ? { ...venue, name: 'Twin Oaks' } : venue));

const noReplies = { responseRate: null, packageCount: 0, uploadedPhotoCount: 0 };

function indexed(venue: Venue): IndexedVenue {
  const score = recommendationScore(rankingFactsOf(venue, noReplies), {});
  return { ...venue, listingPoints: score.rating + score.completeness };
}

/** As the database hands them over: by name, then id. */
const byName = [...venues].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
const index = VenueSearchIndex.of(byName.map(indexed));

const towns = [...new Set(venues.map((venue) => venue.city))];

/** The domain's answer: the fitting venues in the sort's order, and the capped total. */
function domainPage(criteria: VenueSearchCriteria, responseRates = new Map<string, number>(), held = new Set<string>()) {
  const fitting = venues.filter((venue) => venueFitsSearch(venue, criteria) && !(criteria.availableOn && held.has(venue.id)));
  let ordered: Venue[];
  if (criteria.sort === 'recommended') {
    ordered = fitting
      .map((venue) => ({ venue, score: recommendationScore(rankingFactsOf(venue, { ...noReplies, responseRate: responseRates.get(venue.id) ?? null }), criteria).total }))
      .sort(compareRanked)
      .map((ranked) => ranked.venue);
  } else {
    ordered = [...fitting].sort(compareVenues(criteria.sort, criteria));
  }
  const offset = (criteria.page - 1) * criteria.pageSize;
  return { ids: ordered.slice(offset, offset + criteria.pageSize).map((venue) => venue.id), ...cappedTotal(fitting.length) };
}

const sorts = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
const filters: Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize'>[] = [
  {},
  { location: towns[0] },
  { location: ` ${towns[3].toUpperCase().slice(2, 7)} ` },
  { location: 'ranch road' },
  { guestCount: 120 },
  { guestCount: 390 },
  { guestCount: 400 },
  { budgetMinCents: 1_000_000, budgetMaxCents: 2_500_000 },
  { venueTypes: ['barn', 'garden'] },
  { amenities: [FILTER_AMENITIES[0], FILTER_AMENITIES[1]] },
  { location: towns[1], guestCount: 150, budgetMaxCents: 3_000_000, venueTypes: ['barn', 'outdoor', 'historic'], amenities: [FILTER_AMENITIES[0]] },
  { amenities: ['A hot air balloon'] },
  { location: 'nowhere at all' },
  // Types, guest count and budget are counted from the grid without a look at each venue, a town's
  // own grid too (not a text found nearly everywhere); the bounds are included, a total near the cap exact.
  { guestCount: 100, budgetMaxCents: 2_000_000 },
  { guestCount: 41, budgetMinCents: 350_000, budgetMaxCents: 350_000 },
  { budgetMaxCents: 350_000 },
  { budgetMinCents: 4_800_000 },
  { location: towns[2], guestCount: 200, budgetMinCents: 800_000 },
  { location: 'tx', guestCount: 300 },
  { location: towns[4], guestCount: 390, budgetMaxCents: 4_000_000 },
  { location: towns[2], venueTypes: ['barn'], guestCount: 150, budgetMaxCents: 3_000_000 },
  { venueTypes: ['historic', 'garden'], budgetMinCents: 2_000_000 },
  { location: 'tx', venueTypes: ['garden'], guestCount: 60 },
];

describe('the in-memory search index', () => {
  it('holds what it was given', () => {
    expect(index.size).toBe(venues.length);
  });

  for (const filter of filters) {
    it.each(sorts)(`gives the domain's venues, order and total for ${JSON.stringify(filter)}, sorted %s`, (sort) => {
      for (const [page, pageSize] of [[1, 12], [2, 12], [1, 1], [5, 7], [1, 60]]) {
        const criteria: VenueSearchCriteria = { ...filter, sort, page, pageSize };
        const expected = domainPage(criteria);
        const { positions, ...found } = index.find(criteria, { responsePoints: new Map() });
        expect(found).toEqual(expected);
        // A position is the venue's place in the order the index was given (by name, then id).
        expect(positions.map((position) => byName[position].id)).toEqual(expected.ids);
        if (page === 1 && !filter.location?.includes('nowhere') && !filter.amenities?.includes('A hot air balloon')) expect(expected.ids.length).toBeGreaterThan(0);
      }
    });
  }

  it('caps the total as the SQL count does', () => {
    const page = index.find({ sort: 'rating', page: 1, pageSize: 12 }, { responsePoints: new Map() });
    expect(page).toMatchObject({ total: SEARCH_COUNT_LIMIT, moreThanTotal: true });
  });

  it('weighs reply points where the database gives them, and the middle points elsewhere', () => {
    for (const guestCount of [undefined, 80, 300]) {
      const criteria: VenueSearchCriteria = { guestCount, sort: 'recommended', page: 1, pageSize: 60 };
      // Two venues well below the page (past the first venues the index scores), whom the best reply rate lifts onto it, and one on it that the worst rate sinks.
      const below = domainPage({ ...criteria, page: 2, pageSize: 290 }).ids;
      const rates = new Map([[below[10], 100], [below[11], 100], [domainPage(criteria).ids[5], 0]]);
      const points = new Map([...rates].map(([id, rate]) => [id, (rate * 20) / 100]));
      const expected = domainPage(criteria, rates).ids;
      expect(expected).toEqual(expect.arrayContaining([below[10], below[11]]));
      expect(index.find(criteria, { responsePoints: points }).ids).toEqual(expected);
    }
  });

  it('leaves out the venues held on the wedding date, and only with a date', () => {
    const first = index.find({ sort: 'price-asc', page: 1, pageSize: 5 }, { responsePoints: new Map() }).ids;
    const held = new Set(first.slice(0, 2));
    const onTheDay = index.find({ sort: 'price-asc', availableOn: '2027-05-15', page: 1, pageSize: 5 }, { heldIds: held, responsePoints: new Map() }).ids;
    expect(onTheDay).toEqual(domainPage({ sort: 'price-asc', availableOn: '2027-05-15', page: 1, pageSize: 5 }, new Map(), held).ids);
    expect(onTheDay).not.toContain(first[0]);
    expect(onTheDay.slice(0, 3)).toEqual(first.slice(2, 5));
  });

  it('answers a page past the end with no venues and the true total', () => {
    const criteria: VenueSearchCriteria = { location: towns[2], sort: 'recommended', page: 400, pageSize: 60 };
    const { total } = domainPage({ ...criteria, page: 1 });
    expect(total).toBeGreaterThan(0);
    expect(index.find(criteria, { responsePoints: new Map() })).toEqual({ ids: [], positions: [], total, moreThanTotal: false });
  });
});
