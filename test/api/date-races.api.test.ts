import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { onServer } from '../support/test-database.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';

// A venue date is held by one thing at a time, a booking or the owner's block, whatever the timing;
// the same guest list file sent many times at once adds each guest once. PGlite serves one
// connection, so the races themselves run only against the PostgreSQL server.
let t: TestApp;
let owner: ReturnType<typeof browserAgent>;
let venueId: string;
let dayCursor = 100;

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://weddings.test', ANONYMOUS_BOOKINGS_PER_HOUR: '100000' } });
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues')).body[0].id;
});
afterAll(() => t.close());

async function openDate(): Promise<string> {
  for (;;) {
    const date = addDays(TEST_NOW.toISOString().slice(0, 10), dayCursor++);
    const [day] = (await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`)).body;
    if (day.isAvailable) return date;
  }
}

const bookingOf = (date: string, name = 'Nora Quinn') =>
  browserAgent(t.http)
    .post('/api/bookings')
    .send({ venueId, customerName: name, customerEmail: 'nora@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 50 });

const block = (date: string) => owner.put(`/api/venues/${venueId}/blocked-dates/${date}`);

/** What holds the date now: blocks, and bookings that are not cancelled. */
async function holders(date: string): Promise<{ blocks: number; bookings: number }> {
  const [row]: { blocks: string | number; bookings: string | number }[] = await t.orm.em.fork().getConnection().execute(
    `select (select count(*) from venue_blocked_date where venue_id = ? and date = ?) as blocks,
            (select count(*) from booking where venue_id = ? and event_date = ? and status <> 'cancelled') as bookings`,
    [venueId, date, venueId, date],
  );
  return { blocks: Number(row.blocks), bookings: Number(row.bookings) };
}

describe('one claim per venue date', () => {
  it('refuses to block a booked date (409 VENUE.DATE_BOOKED) and to book a blocked one (409 BOOKING.DATE_TAKEN)', async () => {
    const booked = await openDate();
    await bookingOf(booked).expect(201);
    expect((await block(booked).expect(409)).body.code).toBe('VENUE.DATE_BOOKED');

    const blocked = await openDate();
    await block(blocked).expect(204);
    await block(blocked).expect(204); // blocking twice is still one block
    expect((await bookingOf(blocked).expect(409)).body.code).toBe('BOOKING.DATE_TAKEN');
  });

  it('frees the date when the booking is cancelled or the block removed', async () => {
    const date = await openDate();
    const couple = browserAgent(t.http);
    const made = await couple
      .post('/api/bookings')
      .send({ venueId, customerName: 'Nora Quinn', customerEmail: 'nora@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 50 })
      .expect(201);
    await couple.post(`/api/bookings/${made.body.id}/cancel`).expect(200);
    await block(date).expect(204);
    await owner.delete(`/api/venues/${venueId}/blocked-dates/${date}`).expect(204);
    await bookingOf(date).expect(201);
    expect(await holders(date)).toEqual({ blocks: 0, bookings: 1 });
  });
});

(onServer ? describe : describe.skip)('races on the PostgreSQL server', () => {
  it('20 rounds of a block and a booking of one date at the same moment leave at most one standing, never a 5xx', async () => {
    for (let round = 0; round < 20; round++) {
      const date = await openDate();
      const [blocked, booked] = await Promise.all([block(date), bookingOf(date, `Round ${round}`)]);
      expect([blocked.status, booked.status]).toEqual([expect.any(Number), expect.any(Number)]);
      expect([204, 409]).toContain(blocked.status);
      expect([201, 409]).toContain(booked.status);
      if (blocked.status === 409) expect(blocked.body.code).toBe('VENUE.DATE_BOOKED');
      if (booked.status === 409) expect(booked.body.code).toBe('BOOKING.DATE_TAKEN');
      const held = await holders(date);
      expect(held.blocks + held.bookings).toBe(1);
      expect(held).toEqual({ blocks: blocked.status === 204 ? 1 : 0, bookings: booked.status === 201 ? 1 : 0 });
    }
  });

  it('10 imports of one guest list file at the same moment add each guest once', async () => {
    const couple = browserAgent(t.http);
    const made = await couple
      .post('/api/bookings')
      .send({ venueId, customerName: 'Ivy Chen', customerEmail: 'ivy@example.com', customerPhone: '(830) 555-0142', eventDate: await openDate(), guestCount: 50 })
      .expect(201);
    const names = Array.from({ length: 40 }, (_, i) => `Guest ${i + 1}`);
    const csv = ['Name,Email', ...names.map((name, i) => `${name},guest${i + 1}@example.com`)].join('\n');

    const imports = await Promise.all(Array.from({ length: 10 }, () => couple.post(`/api/bookings/${made.body.id}/guests/import`).send({ csv })));
    expect(imports.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(imports.map((r) => r.body.imported).sort((a, b) => b - a)).toEqual([40, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

    const list: { name: string }[] = (await couple.get(`/api/bookings/${made.body.id}/guests`).expect(200)).body;
    expect(list.map((g) => g.name).sort()).toEqual([...names].sort());
  });
});
