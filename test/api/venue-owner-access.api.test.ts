import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sentMail } from '../support/sent-mail.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

// Four actors against every owner endpoint: nobody signed in, a couple, another owner, the owner.
let t: TestApp;
type Agent = ReturnType<typeof browserAgent>;
const actors: Record<'anonymous' | 'couple' | 'otherOwner' | 'owner', Agent> = {} as never;
let venueId: string;
let bookingIds: string[];
let inquiryId: string;

async function signUp(agent: Agent, accountType: string, email: string, details: Record<string, unknown> = {}) {
  await signUpAndSignIn(t, agent, signUpBody({ accountType, email, details }), { verified: true });
}

beforeAll(async () => {
  t = await startTestApp();
  actors.anonymous = browserAgent(t.http);
  actors.couple = browserAgent(t.http);
  actors.otherOwner = browserAgent(t.http);
  actors.owner = browserAgent(t.http);
  await signUp(actors.couple, 'customer', 'couple@example.com');
  await signUp(actors.otherOwner, 'venue', 'other.owner@example.com', { venueName: 'Elsewhere Hall' });
  await actors.owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  const venues = (await actors.owner.get('/api/my/venues').expect(200)).body;
  venueId = venues[0].id;
  // The demo requests still pending (the demo year's past weddings are listed first).
  bookingIds = (await actors.owner.get(`/api/venues/${venueId}/bookings?status=pending`).expect(200)).body.map((b: { id: string }) => b.id);
  inquiryId = (await actors.owner.get(`/api/venues/${venueId}/inquiries`).expect(200)).body.find((i: { status: string }) => i.status === 'pending').id;
});
afterAll(() => t.close());

type Expected = { anonymous: number; couple: number; otherOwner: number; owner: number };
const cases: [string, (a: Agent) => request.Test, Expected][] = [
  ['GET /api/my/venues', (a) => a.get('/api/my/venues'), { anonymous: 401, couple: 403, otherOwner: 200, owner: 200 }],
  ['GET /api/venues/:id/dashboard-summary', (a) => a.get(`/api/venues/${venueId}/dashboard-summary`), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
  ['GET /api/venues/:id/bookings', (a) => a.get(`/api/venues/${venueId}/bookings`), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
  ['GET /api/bookings', (a) => a.get('/api/bookings'), { anonymous: 401, couple: 200, otherOwner: 200, owner: 200 }],
  ['GET /api/bookings/:id', (a) => a.get(`/api/bookings/${bookingIds[0]}`), { anonymous: 404, couple: 404, otherOwner: 404, owner: 404 }],
  ['GET /api/venues/:id/inquiries', (a) => a.get(`/api/venues/${venueId}/inquiries`), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
  ['PATCH /api/bookings/:id/status', (a) => a.patch(`/api/bookings/${bookingIds[0]}/status`).send({ status: 'cancelled' }), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
  ['POST /api/inquiries/:id/reply', (a) => a.post(`/api/inquiries/${inquiryId}/reply`).send({ message: 'Yes, that date is open!' }), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
  ['PATCH /api/inquiries/:id', (a) => a.patch(`/api/inquiries/${inquiryId}`).send({ status: 'closed' }), { anonymous: 401, couple: 404, otherOwner: 404, owner: 200 }],
];

describe.each(cases)('%s', (_name, call, expected) => {
  // The owner goes last, so the others' refused attempts are checked before anything changes.
  it.each(['anonymous', 'couple', 'otherOwner', 'owner'] as const)('answers %s as expected', async (actor) => {
    const res = await call(actors[actor]);
    expect({ actor, status: res.status }).toEqual({ actor, status: expected[actor] });
    if (res.status >= 400) expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
  });
});

describe('what the owner sees and does', () => {
  it("shows only the owner's venues, and nothing to another owner", async () => {
    expect((await actors.otherOwner.get('/api/my/venues')).body).toEqual([]);
    expect((await actors.otherOwner.get('/api/bookings')).body).toEqual([]);
    expect((await actors.owner.get('/api/bookings')).body.length).toBeGreaterThanOrEqual(3);
  });

  it('counts the summary cards from real rows', async () => {
    const before = (await actors.owner.get(`/api/venues/${venueId}/dashboard-summary`)).body.profileViews;
    // Two visitors (one visitor counts once a day, see venue-analytics.api.test.ts).
    await request(t.http).post(`/api/venues/${venueId}/views`).set('User-Agent', 'Browser A').expect(204);
    await request(t.http).post(`/api/venues/${venueId}/views`).set('User-Agent', 'Browser B').expect(204);
    const summary = (await actors.owner.get(`/api/venues/${venueId}/dashboard-summary`)).body;
    expect(summary.profileViews).toBe(before + 2);
    expect(summary).toMatchObject({ rating: expect.any(Number), reviewCount: expect.any(Number), revenue: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it('cancelled the booking it chose to cancel, and mailed the inquiry reply to the couple', async () => {
    const booking = (await actors.owner.get(`/api/venues/${venueId}/bookings`)).body.find((b: { id: string }) => b.id === bookingIds[0]);
    expect(booking.status).toBe('cancelled');
    const inquiry = (await actors.owner.get(`/api/venues/${venueId}/inquiries`)).body.find((i: { id: string }) => i.id === inquiryId);
    expect(inquiry.status).toBe('closed');
    expect(inquiry.repliedAt).not.toBeNull();
    const mail = await sentMail(t, { to: inquiry.email });
    expect(mail.some((m) => m.template === 'inquiry-reply' && m.body?.includes('Yes, that date is open!'))).toBe(true);
  });

  it('refuses a status the rules forbid with a 409, and a made-up status with a 400', async () => {
    await actors.owner.patch(`/api/bookings/${bookingIds[0]}/status`).send({ status: 'confirmed' }).expect(409);
    const res = await actors.owner.patch(`/api/bookings/${bookingIds[1]}/status`).send({ status: 'paid' }).expect(400);
    expect(res.body.field).toBe('status');
  });

  it('lists a venue in review, hidden from search until an operator approves it', async () => {
    const listing = {
      name: 'Bluebonnet Bluff',
      description: 'A hilltop pavilion with long views.',
      location: '200 Bluff Road, Marble Falls, TX 78654',
      city: 'Marble Falls',
      venueType: 'Hilltop',
      maxGuests: 140,
      price: 9800,
      contactEmail: 'hello@bluebonnetbluff.example',
      amenities: ['Outdoor Space', ' Fire Pit ', ''],
      images: [],
      details: { state: 'TX', zipCode: '78654', contactName: 'Test Person', alcoholPolicy: 'beer-wine' },
    };
    await actors.couple.post('/api/venues').send(listing).expect(403);
    await actors.anonymous.post('/api/venues').send(listing).expect(401);
    const bad = await actors.owner.post('/api/venues').send({ ...listing, contactEmail: 'nope' }).expect(400);
    expect(bad.body.field).toBe('contactEmail');
    const upsideDown = await actors.owner.post('/api/venues').send({ ...listing, details: { ...listing.details, minGuests: 200 } }).expect(400);
    expect(upsideDown.body).toMatchObject({ code: 'VENUE.INVALID_LISTING', field: 'details.minGuests' });
    const rambling = await actors.owner.post('/api/venues').send({ ...listing, details: { ...listing.details, awards: 'x'.repeat(2001) } }).expect(400);
    expect(rambling.body.field).toBe('details.awards');
    const created = (await actors.owner.post('/api/venues').send(listing).expect(201)).body;
    expect(created).toMatchObject({ status: 'review', venueType: 'outdoor', price: '9800.00', amenities: ['Outdoor Space', 'Fire Pit'] });
    expect(created.images).toHaveLength(1);

    const search = () => request(t.http).post('/api/venues/search').send({ location: '200 Bluff Road' });
    expect((await search()).body).toEqual([]);
    await request(t.http).get(`/api/venues/${created.id}`).expect(404);
    expect((await actors.owner.get('/api/my/venues')).body.map((v: { id: string }) => v.id)).toContain(created.id);

    await t.application.useCases.approveVenue.execute(created.id);
    expect((await search()).body.map((v: { id: string }) => v.id)).toEqual([created.id]);
    // Search files a hilltop under "outdoor"; its page keeps the owner's own word.
    expect((await request(t.http).get(`/api/venues/${created.id}`).expect(200)).body).toMatchObject({ venueType: 'outdoor', listingType: 'hilltop' });
  });
});
