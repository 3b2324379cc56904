import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MikroOrmVenueRepository } from '../../adapters/persistence/repositories/mikro-orm-venue-repository.js';
import { venueFitsSearch, type VenueSearchCriteria } from '../../domain/venues/venue-search.js';
import type { Venue } from '../../domain/venues/venue.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let all: Venue[];

beforeAll(async () => {
  t = await startTestApp();
  all = (await new MikroOrmVenueRepository(t.orm.em).list({ limit: 1000, offset: 0 })).venues;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

/** Every page of a search, through the API. */
async function searchAll(body: Body): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page < 50; page++) {
    const res = await request(t.http).post('/api/venues/search').send({ ...body, page, pageSize: 10 }).expect(200);
    total = Number(res.headers['x-total-count']);
    ids.push(...res.body.map((v: { id: string }) => v.id));
    if (res.body.length < 10) break;
  }
  return { ids, total };
}

function expectedIds(criteria: Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize'>): string[] {
  return all.filter((v) => venueFitsSearch(v, criteria)).map((v) => v.id).sort();
}

describe('GET /api/venues/featured', () => {
  it('lists published featured venues with the price as a decimal string', async () => {
    const res = await request(t.http).get('/api/venues/featured').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    for (const venue of res.body) {
      expect(venue.featured).toBe(true);
      expect(venue.price).toMatch(/^\d+\.\d{2}$/);
      expect(venue.images.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('POST /api/venues/search', () => {
  const cases: [string, Body, Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize'>][] = [
    ['no filter', {}, {}],
    ['a town, whatever its case', { location: 'fredericksburg' }, { location: 'fredericksburg' }],
    ['part of an address', { location: 'TX' }, { location: 'TX' }],
    ['a guest count', { guestCount: 200 }, { guestCount: 200 }],
    ['a budget', { budget: { min: 10000, max: 20000 } }, { budgetMinCents: 1_000_000, budgetMaxCents: 2_000_000 }],
    ['venue types', { venueType: ['barn', 'garden'] }, { venueTypes: ['barn', 'garden'] }],
    ['amenities', { amenities: ['Bridal Suite', 'Dance Floor'] }, { amenities: ['Bridal Suite', 'Dance Floor'] }],
    [
      'every filter at once',
      { location: 'a', guestCount: 100, budget: { min: 5000, max: 30000 }, venueType: ['barn', 'outdoor', 'garden'], amenities: ['Parking Available'] },
      { location: 'a', guestCount: 100, budgetMinCents: 500_000, budgetMaxCents: 3_000_000, venueTypes: ['barn', 'outdoor', 'garden'], amenities: ['Parking Available'] },
    ],
  ];

  it('answers JSON, each venue as the featured list shows it', async () => {
    const [featured] = (await request(t.http).get('/api/venues/featured').expect(200)).body;
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the read cache.
      const res = await request(t.http).post('/api/venues/search').send({ location: featured.location, pageSize: 50 }).expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body.find((venue: { id: string }) => venue.id === featured.id)).toEqual(featured);
    }
  });

  it.each(cases)('returns exactly the venues that fit: %s', async (_name, body, criteria) => {
    const { ids, total } = await searchAll(body);
    const expected = expectedIds(criteria);
    expect(ids.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('finds nothing for a town with no venues, and says so with a zero total', async () => {
    const res = await request(t.http).post('/api/venues/search').send({ location: 'Amarillo' }).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('treats LIKE wildcards in the location as plain text', async () => {
    const res = await request(t.http).post('/api/venues/search').send({ location: '%' }).expect(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ['a town', { location: 'Fredericksburg?' }],
    ['a town, recommended for a guest count', { location: 'Why? Not', guestCount: 100, sort: 'recommended' }],
    ['an amenity, recommended for a guest count', { amenities: ['Lake View?'], guestCount: 100, sort: 'recommended' }],
  ])('reads a question mark in %s as text, never as a placeholder of the SQL', async (_name, body) => {
    const res = await request(t.http).post('/api/venues/search').send(body).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it.each([['many'], ['😀'], ['99999999999999999999']])('tells a guest count of %s that it must be a whole number, before any range', async (guestCount) => {
    const res = await request(t.http).post('/api/venues/search').send({ guestCount }).expect(400);
    expect(res.body).toMatchObject({ field: 'guestCount', message: 'guestCount must be an integer number' });
  });

  it.each([
    ['price-asc', (a: Body, b: Body) => Number(a.price) <= Number(b.price)],
    ['price-desc', (a: Body, b: Body) => Number(a.price) >= Number(b.price)],
    ['rating', (a: Body, b: Body) => (a.rating as number) >= (b.rating as number)],
    // "recommended" is the ranking score; test/api/venue-ranking.api.test.ts checks it against the domain.
  ])('orders results by %s', async (sort, inOrder) => {
    const res = await request(t.http).post('/api/venues/search').send({ sort, pageSize: 60 }).expect(200);
    expect(res.body.length).toBeGreaterThan(10);
    for (let i = 1; i < res.body.length; i++) expect(inOrder(res.body[i - 1], res.body[i])).toBe(true);
  });

  it('pages through results without overlap', async () => {
    const first = await request(t.http).post('/api/venues/search').send({ page: 1, pageSize: 5 }).expect(200);
    const second = await request(t.http).post('/api/venues/search').send({ page: 2, pageSize: 5 }).expect(200);
    expect(first.body).toHaveLength(5);
    const firstIds = new Set(first.body.map((v: Body) => v.id));
    expect(second.body.some((v: Body) => firstIds.has(v.id))).toBe(false);
  });

  it.each([
    ['guestCount', { guestCount: 'many' }],
    ['guestCount', { guestCount: 0 }],
    ['budget.min', { budget: { min: -5 } }],
    ['budget', { budget: { min: 30000, max: 10000 } }],
    ['venueType', { venueType: ['castle'] }],
    ['amenities', { amenities: 'Bridal Suite' }],
    ['sort', { sort: 'cheapest' }],
    ['date', { date: '2027-02-30' }],
    ['date', { date: '16/10/2027' }],
    ['pageSize', { pageSize: 1000 }],
    ['colour', { colour: 'blue' }],
  ])('refuses a bad %s with a 400 naming it', async (field, body) => {
    const res = await request(t.http).post('/api/venues/search').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(res.body.message).toContain(field);
  });
});

describe('POST /api/venues/search with the wedding date', () => {
  /** The venues held on a date: one venue_date_claim row per booked or blocked day. */
  async function heldOn(date: string): Promise<Set<string>> {
    const rows: { venue_id: string }[] = await t.orm.em.getConnection().execute(`select venue_id from venue_date_claim where date = ?`, [date]);
    return new Set(rows.map((row) => row.venue_id));
  }

  it('returns the venues that fit venueFitsSearch, less those booked or blocked that day', async () => {
    const [busiest]: { date: string }[] = await t.orm.em
      .getConnection()
      .execute(`select to_char(date, 'YYYY-MM-DD') as date from venue_date_claim group by date order by count(*) desc, date limit 1`);
    const held = await heldOn(busiest.date);
    expect(held.size).toBeGreaterThan(0);
    const { ids, total } = await searchAll({ date: busiest.date, location: 'a' });
    const expected = expectedIds({ location: 'a' }).filter((id) => !held.has(id));
    expect(ids.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('leaves a venue out on the day its owner blocks, and keeps it the day before', async () => {
    const venue = all.find((v) => v.status === 'published')!;
    const date = '2031-06-14';
    expect(await heldOn(date)).not.toContain(venue.id);
    await new MikroOrmVenueRepository(t.orm.em).blockDate(venue.id, date);
    const that = await searchAll({ date, location: venue.city });
    const before = await searchAll({ date: '2031-06-13', location: venue.city });
    expect(that.ids).not.toContain(venue.id);
    expect(before.ids).toContain(venue.id);
    expect(before.total).toBe(that.total + 1);
  });
});

describe('GET /api/venues/:id', () => {
  it('returns one venue', async () => {
    const venue = all[0];
    const res = await request(t.http).get(`/api/venues/${venue.id}`).expect(200);
    expect(res.body).toMatchObject({ id: venue.id, name: venue.name, city: venue.city, maxGuests: venue.maxGuests, listingType: null });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for an unknown id (%s)', async (id) => {
    const res = await request(t.http).get(`/api/venues/${id}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'VENUE.NOT_FOUND', message: 'Venue not found' });
  });
});

describe('GET /api/venues/:id/packages', () => {
  it('lists packages popular first, then by base price', async () => {
    for (const venue of all.slice(0, 8)) {
      const res = await request(t.http).get(`/api/venues/${venue.id}/packages`).expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
      const key = (p: Body) => [p.isPopular ? 0 : 1, Number(p.basePrice)] as const;
      for (let i = 1; i < res.body.length; i++) {
        const [a, b] = [key(res.body[i - 1]), key(res.body[i])];
        expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true);
      }
    }
  });

  it('answers 404 for an unknown venue', async () => {
    await request(t.http).get('/api/venues/00000000-0000-4000-8000-000000000000/packages').expect(404);
  });
});

describe('GET /api/venues/:id/availability', () => {
  it('gives one day per date of the range, past days closed, at the venue price', async () => {
    const venue = all[0];
    const res = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=2026-11-15&endDate=2026-12-14`).expect(200);
    expect(res.body).toHaveLength(30);
    expect(res.body[0]).toEqual({ date: '2026-11-15', isAvailable: false, price: expect.stringMatching(/^\d+\.00$/) });
    const past = res.body.filter((d: Body) => (d.date as string) < '2026-11-21');
    expect(past.every((d: Body) => d.isAvailable === false)).toBe(true);
  });

  it('shows some dates of the coming year as taken', async () => {
    const venue = all[0];
    const res = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=2026-11-22&endDate=2027-11-21`).expect(200);
    const taken = res.body.filter((d: Body) => !d.isAvailable).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(res.body.length / 2);
  });

  it.each([
    ['startDate', ''],
    ['startDate', '?endDate=2027-01-31'],
    ['startDate', '?startDate=2027-02-30&endDate=2027-03-01'],
    ['endDate', '?startDate=2027-03-01&endDate=2027-02-01'],
    ['endDate', '?startDate=2027-01-01&endDate=2028-06-01'],
  ])('refuses a bad range with a 400 naming %s', async (field, query) => {
    const res = await request(t.http).get(`/api/venues/${all[0].id}/availability${query}`).expect(400);
    expect(res.body.field).toBe(field);
  });
});

describe('GET /api/vendors', () => {
  it('filters by category and by a town of the service area, whatever its case', async () => {
    const res = await request(t.http).get('/api/vendors?category=photographer&location=WIMBERLEY').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const vendor of res.body) {
      expect(vendor.category).toBe('photographer');
      expect(vendor.serviceArea.map((s: string) => s.toLowerCase())).toContain('wimberley');
      expect(vendor.startingPrice).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('lists every category when none is given', async () => {
    const res = await request(t.http).get('/api/vendors').expect(200);
    expect(new Set(res.body.map((v: Body) => v.category)).size).toBe(5);
  });

  it('refuses an unknown category with a 400 naming it', async () => {
    const res = await request(t.http).get('/api/vendors?category=juggler').expect(400);
    expect(res.body.field).toBe('category');
  });
});

describe('the API edges', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(t.http).get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await request(t.http).post('/api/venues/search').set('Content-Type', 'application/json').send('{"location":').expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('describes itself in an OpenAPI document at /api/docs', async () => {
    await request(t.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const json = await request(t.http).get('/api/docs/json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/venues/search', '/api/venues/{id}/availability', '/api/vendors']));
  });

  it('serves venue images drawn by the app itself', async () => {
    const image = all[0].images[0];
    const res = await request(t.http).get(image).expect(200).expect('Content-Type', /image\/svg\+xml/);
    expect(res.text ?? res.body.toString()).toContain('<svg');
    await request(t.http).get('/media/scenes/unicorn-1.svg').expect(404);
  });
});
