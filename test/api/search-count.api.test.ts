import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { seedSyntheticVenues } from '../../adapters/runtime/synthetic-catalogue.js';
import { SEARCH_COUNT_LIMIT } from '../../domain/venues/venue-search.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A search counts what fits up to SEARCH_COUNT_LIMIT and then says "more": the count of a big
// catalogue cost more than its page. Below the limit the count stays exact.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedSyntheticVenues(t.orm, t.application.ports, SEARCH_COUNT_LIMIT + 200);
}, 120_000);
afterAll(() => t.close());

describe('the total of a search', () => {
  it('stops at the limit and says more fit when more do', async () => {
    const res = await request(t.http).post('/api/venues/search').send({}).expect(200);
    expect(res.headers['x-total-count']).toBe(String(SEARCH_COUNT_LIMIT));
    expect(res.headers['x-total-count-capped']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count-Capped');
  });

  it('is exact, without the capped header, when fewer fit', async () => {
    const all = (await request(t.http).post('/api/venues/search').send({ guestCount: 350, pageSize: 60 }).expect(200));
    const count = Number(all.headers['x-total-count']);
    expect(count).toBeLessThan(SEARCH_COUNT_LIMIT);
    expect(count).toBeGreaterThan(60); // more than one page
    expect(all.headers['x-total-count-capped']).toBeUndefined();
    // Exact: paging through every page finds that many venues.
    let seen = 0;
    for (let page = 1; seen < count; page += 1) {
      const body = (await request(t.http).post('/api/venues/search').send({ guestCount: 350, pageSize: 60, page }).expect(200)).body as unknown[];
      if (!body.length) break;
      seen += body.length;
    }
    expect(seen).toBe(count);
  });
});
