import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MAX_PAGE_SIZE } from '../../domain/venues/venue-search.js';
import { compareRanked, rankingFactsOf, recommendationScore } from '../../domain/venues/venue-ranking.js';
import type { Venue } from '../../domain/venues/venue.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await startTestApp();
});

type Criteria = { location?: string; guestCount?: number };

/** What the domain's ranking says, from the same facts the app has: the venue, its packages, its response figures. */
async function domainOrder(criteria: Criteria) {
  const { ports, useCases } = t.application;
  const page = await ports.venues.list({ status: 'published', limit: 1000, offset: 0 });
  const fits = page.venues.filter((v) => (!criteria.location || v.city.toLowerCase().includes(criteria.location.toLowerCase()) || v.location.toLowerCase().includes(criteria.location.toLowerCase())) && (criteria.guestCount === undefined || v.maxGuests >= criteria.guestCount));
  const scored = await Promise.all(
    fits.map(async (venue: Venue) => {
      const [packages, stats] = await Promise.all([ports.venues.packagesOf(venue.id), useCases.getResponseStats.execute(venue.id)]);
      const score = recommendationScore(rankingFactsOf(venue, { responseRate: stats.responseRate, packageCount: packages.length, uploadedPhotoCount: 0 }), criteria);
      return { venue, score: score.total, parts: score };
    }),
  );
  return scored.sort(compareRanked);
}

async function searchOrder(criteria: Criteria): Promise<string[]> {
  const res = await request(t.http).post('/api/venues/search').send({ ...criteria, sort: 'recommended', pageSize: MAX_PAGE_SIZE }).expect(200);
  return res.body.map((v: { id: string }) => v.id);
}

describe('the recommended order', () => {
  it.each<[string, Criteria]>([
    ['no filters', {}],
    ['a guest count', { guestCount: 150 }],
    ['a town and a guest count', { location: 'Fredericksburg', guestCount: 80 }],
  ])('is the domain ranking score, computed in SQL (%s)', async (_name, criteria) => {
    const expected = await domainOrder(criteria);
    expect(expected.length).toBeGreaterThan(1);
    expect(await searchOrder(criteria)).toEqual(expected.map((e) => e.venue.id));
  });

  // Pages of two are where the SQL scores only some venues (those that could still make the page).
  it.each<[string, Criteria]>([
    ['no filters', {}],
    ['a guest count', { guestCount: 150 }],
    ['a small guest count', { guestCount: 40 }],
  ])('gives the same order page by page, two venues at a time, as in one page (%s)', async (_name, criteria) => {
    const expected = (await domainOrder(criteria)).map((e) => e.venue.id);
    expect(expected.length).toBeGreaterThan(4);
    const paged: string[] = [];
    for (let page = 1; paged.length < expected.length; page += 1) {
      const res = await request(t.http).post('/api/venues/search').send({ ...criteria, sort: 'recommended', page, pageSize: 2 }).expect(200);
      if (!res.body.length) break;
      paged.push(...res.body.map((v: { id: string }) => v.id));
    }
    expect(paged).toEqual(expected);
  });

  it('weighs every part for real on the demo catalogue: reply rates, ratings and completeness differ between venues', async () => {
    const ranked = await domainOrder({ guestCount: 120 });
    for (const part of ['fit', 'rating', 'response', 'completeness'] as const) {
      expect(new Set(ranked.map((r) => r.parts[part])).size).toBeGreaterThan(1);
    }
  });

  it('never weighs the featured flag: featuring the last venue leaves the order as it was', async () => {
    const before = await searchOrder({});
    const last = before.at(-1)!;
    await t.orm.em.fork().getConnection().execute(`update venue set featured = (id = ?)`, [last]);
    expect(await searchOrder({})).toEqual(before);
  });
});
