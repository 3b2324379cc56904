import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { bookingPolicyFromEnv } from '../../adapters/composition/booking-policy-from-env.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';

// A booking request holds its date for PENDING_HOLD_HOURS unless the owner confirms; then a job
// lets it go and tells the couple. Without an account, one client may send only so many an hour.
let t: TestApp;
let owner: ReturnType<typeof browserAgent>;
let venue: { id: string; name: string };
let dayCursor = 150;
const HOUR = 3_600_000;

beforeAll(async () => {
  // Rate limits see the client's address through the proxy header, so this file can play several clients.
  process.env.TRUST_PROXY = '1';
  try {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://weddings.test', ANONYMOUS_BOOKINGS_PER_HOUR: '10' } });
  } finally {
    delete process.env.TRUST_PROXY;
  }
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venue = (await owner.get('/api/my/venues')).body[0];
});
afterAll(() => t.close());

const at = (hours: number) => t.clock.set(new Date(TEST_NOW.getTime() + hours * HOUR));

async function isAvailable(date: string): Promise<boolean> {
  const [day] = (await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=${date}&endDate=${date}`)).body;
  return day.isAvailable;
}

/** A couple's browser, seen from its own address, asks for the next open date of the owner's venue. */
async function book(email: string, client = '203.0.113.10') {
  for (;;) {
    const date = addDays(TEST_NOW.toISOString().slice(0, 10), dayCursor++);
    if (!(await isAvailable(date))) continue;
    const couple = browserAgent(t.http).set('X-Forwarded-For', client);
    const res = await couple
      .post('/api/bookings')
      .send({ venueId: venue.id, customerName: 'Lena Ortiz', customerEmail: email, customerPhone: '(830) 555-0142', eventDate: date, guestCount: 60 });
    return { couple, res, date, id: res.body.id as string };
  }
}

describe('a booking request the owner leaves pending', () => {
  it('holds its date for 72 hours, then lets it go and tells the couple', async () => {
    const { couple, res, date, id } = await book('lapsed@example.com', '203.0.113.1');
    expect(res.status).toBe(201);
    try {
      at(71);
      await t.drainJobs();
      expect((await couple.get(`/api/bookings/${id}`).expect(200)).body.status).toBe('pending');
      expect(await isAvailable(date)).toBe(false);

      at(72);
      await t.drainJobs();
      expect((await couple.get(`/api/bookings/${id}`).expect(200)).body.status).toBe('cancelled');
      expect(await isAvailable(date)).toBe(true);
      const [mail] = await sentMail(t, { to: 'lapsed@example.com', template: 'booking-expired' });
      expect(mail.subject).toMatch(/has lapsed/);
      expect(mail.body).toContain(venue.name);
      expect(mail.body).toContain('72 hours');
      expect(mail.body).toContain(`https://weddings.test/venues/${venue.id}`);
    } finally {
      at(0);
    }
  });

  it('keeps the date when the owner confirms in time, and mails no lapse', async () => {
    const { couple, id } = await book('kept@example.com', '203.0.113.2');
    await owner.patch(`/api/bookings/${id}/status`).send({ status: 'confirmed' }).expect(200);
    try {
      at(24 * 10);
      await t.drainJobs();
      expect((await couple.get(`/api/bookings/${id}`).expect(200)).body.status).toBe('confirmed');
      expect(await sentMail(t, { to: 'kept@example.com', template: 'booking-expired' })).toEqual([]);
    } finally {
      at(0);
    }
  });

  it('lets a cancelled request stay cancelled when its hold ends', async () => {
    const { couple, id } = await book('called-off@example.com', '203.0.113.3');
    await couple.post(`/api/bookings/${id}/cancel`).expect(200);
    try {
      at(73);
      await t.drainJobs();
      expect(await sentMail(t, { to: 'called-off@example.com', template: 'booking-expired' })).toEqual([]);
    } finally {
      at(0);
    }
  });
});

describe('booking requests without an account', () => {
  it('takes ten an hour from one client, then answers 429 BOOKING.RATE_LIMITED; other clients still book', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < 10; i++) expect((await book(`many${i}@example.com`, client)).res.status).toBe(201);
    const refused = await book('one-too-many@example.com', client);
    expect(refused.res.status).toBe(429);
    expect(refused.res.body).toMatchObject({ statusCode: 429, code: 'BOOKING.RATE_LIMITED' });
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await isAvailable(refused.date)).toBe(true);

    expect((await book('someone-else@example.com', '198.51.100.8')).res.status).toBe(201);
  });

  it('counts only requests that were taken: a taken date does not use up the allowance', async () => {
    const client = '198.51.100.9';
    const first = await book('first@example.com', client);
    for (let i = 0; i < 12; i++) {
      const again = await browserAgent(t.http)
        .set('X-Forwarded-For', client)
        .post('/api/bookings')
        .send({ venueId: venue.id, customerName: 'Lena Ortiz', customerEmail: 'again@example.com', customerPhone: '(830) 555-0142', eventDate: first.date, guestCount: 60 });
      expect(again.status).toBe(409);
    }
    expect((await book('second@example.com', client)).res.status).toBe(201);
  });
});

describe('bookingPolicyFromEnv', () => {
  it('holds requests 72 hours and allows 20 anonymous requests an hour unless told otherwise', () => {
    expect(bookingPolicyFromEnv({})).toEqual({ pendingHoldHours: 72, anonymousBookingsPerHour: 20 });
    expect(bookingPolicyFromEnv({ PENDING_HOLD_HOURS: '48', ANONYMOUS_BOOKINGS_PER_HOUR: '30' })).toEqual({ pendingHoldHours: 48, anonymousBookingsPerHour: 30 });
  });

  it('refuses a limit under ten an hour, or a hold that is not a whole number of hours, naming the variable', () => {
    expect(() => bookingPolicyFromEnv({ ANONYMOUS_BOOKINGS_PER_HOUR: '5' })).toThrow(/ANONYMOUS_BOOKINGS_PER_HOUR must be a whole number from 10/);
    expect(() => bookingPolicyFromEnv({ PENDING_HOLD_HOURS: '1.5' })).toThrow(/PENDING_HOLD_HOURS/);
  });
});
