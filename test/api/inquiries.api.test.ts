import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { InquiryEntity } from '../../adapters/persistence/entities/inquiry.entity.js';
import { INQUIRY_RATE_LIMIT } from '../../domain/inquiries/inquiry.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let venueId: string;

beforeAll(async () => {
  t = await startTestApp();
  const featured = await request(t.http).get('/api/venues/featured');
  venueId = featured.body[0].id;
});
afterAll(() => t.close());

const valid = () => ({
  venueId,
  coupleName: '  Sarah & Michael  ',
  email: 'Sarah@Example.com',
  phone: '(830) 555-0142',
  weddingDate: '2027-10-16',
  guestCount: 120,
  message: 'Is October 16 open?',
});

const inquiriesOf = (id: string) => t.orm.em.fork().find(InquiryEntity, { venueId: id }, { orderBy: { createdAt: 'desc' } });

describe('POST /api/inquiries', () => {
  it("stores the inquiry for the venue's owner, trimmed and pending", async () => {
    const before = (await inquiriesOf(venueId)).length;
    const res = await request(t.http).post('/api/inquiries').send(valid()).expect(201);
    expect(res.body).toMatchObject({ venueId, status: 'pending' });
    const rows = await inquiriesOf(venueId);
    expect(rows).toHaveLength(before + 1);
    const stored = rows.find((r) => r.id === res.body.id);
    expect(stored).toMatchObject({ coupleName: 'Sarah & Michael', email: 'sarah@example.com', guestCount: 120, status: 'pending' });
  });

  it('stores empty optional fields as absent', async () => {
    const res = await request(t.http)
      .post('/api/inquiries')
      .send({ venueId, coupleName: 'Ana', email: 'ana@example.com', phone: '', weddingDate: null, guestCount: null, message: '   ' })
      .expect(201);
    const stored = (await inquiriesOf(venueId)).find((r) => r.id === res.body.id);
    expect(stored).toMatchObject({ phone: null, weddingDate: null, guestCount: null, message: null });
  });

  it.each([
    ['coupleName', { coupleName: '' }],
    ['coupleName', { coupleName: '    ' }],
    ['coupleName', { coupleName: 'x'.repeat(101) }],
    ['email', { email: 'not an email' }],
    ['phone', { phone: 'call me maybe' }],
    ['weddingDate', { weddingDate: '2027-02-30' }],
    ['weddingDate', { weddingDate: '2020-06-01' }],
    ['guestCount', { guestCount: 0 }],
    ['guestCount', { guestCount: 2.5 }],
    ['message', { message: 'x'.repeat(2001) }],
    ['venueId', { venueId: 'abc' }],
    ['website', { website: 'http://spam.example' }],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, change) => {
    const before = (await inquiriesOf(venueId)).length;
    const res = await request(t.http).post('/api/inquiries').send({ ...valid(), ...change }).expect(400);
    expect(res.body.field).toBe(field);
    expect(await inquiriesOf(venueId)).toHaveLength(before);
  });

  it('answers 404 for a venue that does not exist', async () => {
    await request(t.http)
      .post('/api/inquiries')
      .send({ ...valid(), venueId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });
});

describe('the inquiry rate limit', () => {
  it(`lets one client send ${INQUIRY_RATE_LIMIT.attempts} inquiries in a window, then answers 429 with Retry-After`, async () => {
    // A fresh window for this test: move the clock to the start of the next one.
    const windowMs = INQUIRY_RATE_LIMIT.windowSeconds * 1000;
    t.clock.set(new Date(Math.ceil((t.clock.now().getTime() + 1) / windowMs) * windowMs));
    const before = (await inquiriesOf(venueId)).length;
    // The earlier tests used this same client (127.0.0.1) in another window.
    for (let i = 0; i < INQUIRY_RATE_LIMIT.attempts; i++) {
      await request(t.http).post('/api/inquiries').send(valid()).expect(201);
    }
    const refused = await request(t.http).post('/api/inquiries').send(valid()).expect(429);
    expect(refused.body.message).toMatch(/wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await inquiriesOf(venueId)).toHaveLength(before + INQUIRY_RATE_LIMIT.attempts);

    t.clock.set(new Date(t.clock.now().getTime() + windowMs));
    await request(t.http).post('/api/inquiries').send(valid()).expect(201);
  });
});

describe('GET /api/venues/:id/response-stats', () => {
  it("computes the venue's reply rate and typical reply time from its inquiries", async () => {
    const res = await request(t.http).get(`/api/venues/${venueId}/response-stats`).expect(200);
    const rows = await inquiriesOf(venueId);
    expect(res.body.inquiryCount).toBe(rows.length);
    expect(res.body.responseRate).toBeGreaterThan(0);
    expect(res.body.responseRate).toBeLessThanOrEqual(100);
    expect(res.body.typicalReplyMinutes).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown venue', async () => {
    await request(t.http).get('/api/venues/00000000-0000-4000-8000-000000000000/response-stats').expect(404);
  });
});
