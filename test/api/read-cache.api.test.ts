import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The cache of hot reads must never outlive a change, whoever makes it: here the change comes
// from outside the app's own statements (another connection, as another instance or psql would),
// so only the database's change notice can tell the app.
let t: TestApp;
let outside: { query(sql: string, params: unknown[]): Promise<unknown>; close(): Promise<void> };

beforeAll(async () => {
  t = await startTestApp();
  if (process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    outside = { query: (sql, params) => client.query(sql, params), close: () => client.end() };
  } else {
    // Embedded PGlite has one connection: its own client, under MikroORM's statements.
    const pglite = (await t.orm.em.getConnection().getNativeClient()) as PGlite;
    outside = { query: (sql, params) => pglite.query(sql, params), close: async () => undefined };
  }
});
afterAll(async () => {
  await outside.close();
  await t.close();
});

/** Asks until the answer passes, for at most two seconds: a notice takes a moment to arrive. */
async function eventually<T>(ask: () => Promise<T>, passes: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2_000;
  let answer = await ask();
  while (!passes(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}

describe('hot public reads', () => {
  it("show a venue's new name after another connection renames it", async () => {
    const venue = (await request(t.http).get('/api/venues/featured')).body[0];
    expect((await request(t.http).get(`/api/venues/${venue.id}`)).body.name).toBe(venue.name);
    await outside.query('update venue set name = $1 where id = $2', ['Renamed Elsewhere Hall', venue.id]);
    const res = await eventually(() => request(t.http).get(`/api/venues/${venue.id}`), (r) => r.body.name === 'Renamed Elsewhere Hall');
    expect(res.body.name).toBe('Renamed Elsewhere Hall');
  });

  it('show a date as taken after another connection blocks it', async () => {
    const venue = (await request(t.http).get('/api/venues/featured')).body[1];
    const path = `/api/venues/${venue.id}/availability?startDate=2027-06-01&endDate=2027-06-30`;
    type Day = { date: string; isAvailable: boolean };
    const free = ((await request(t.http).get(path)).body as Day[]).find((d) => d.isAvailable);
    expect(free).toBeDefined();
    await outside.query('insert into venue_blocked_date (venue_id, date) values ($1, $2)', [venue.id, free!.date]);
    const day = (res: request.Response) => (res.body as Day[]).find((d) => d.date === free!.date);
    const res = await eventually(() => request(t.http).get(path), (r) => day(r)?.isAvailable === false);
    expect(day(res)?.isAvailable).toBe(false);
  });

  it('drop a venue from search once another connection unpublishes it', async () => {
    const first = (await request(t.http).post('/api/venues/search').send({})).body[0];
    await outside.query(`update venue set status = 'review' where id = $1`, [first.id]);
    const res = await eventually(
      () => request(t.http).post('/api/venues/search').send({}),
      (r) => !(r.body as { id: string }[]).some((v) => v.id === first.id),
    );
    expect((res.body as { id: string }[]).map((v) => v.id)).not.toContain(first.id);
  });

  it("show an owner's edit made through the API on the very next read", async () => {
    const venue = (await request(t.http).get('/api/venues/featured')).body[2];
    await request(t.http).get(`/api/venues/${venue.id}/packages`).expect(200);
    await t.orm.em.getConnection().execute('update venue_package set name = ? where venue_id = ?', ['Sunset Package', venue.id]);
    const packages = (await request(t.http).get(`/api/venues/${venue.id}/packages`)).body as { name: string }[];
    expect(packages.every((p) => p.name === 'Sunset Package')).toBe(true);
  });
});
