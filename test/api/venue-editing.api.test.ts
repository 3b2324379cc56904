import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: ReturnType<typeof browserAgent>;
let stranger: ReturnType<typeof browserAgent>;
let venueId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  stranger = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  await signUpAndSignIn(t, stranger, signUpBody({ accountType: 'venue', firstName: 'Other', lastName: 'Owner', email: 'other@example.com', details: { venueName: 'X' } }), { verified: true });
  venueId = (await owner.get('/api/my/venues')).body[0].id;
});
afterAll(() => t.close());

const day = async (date: string) => (await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`)).body[0];

async function openDate(): Promise<string> {
  for (let i = 20; ; i++) {
    const date = addDays('2026-11-21', i);
    if ((await day(date)).isAvailable) return date;
  }
}

describe("the owner's Venue tab", () => {
  it('edits the public details, which the venue page shows at once', async () => {
    const res = await owner.patch(`/api/venues/${venueId}`).send({ description: ' Freshly restored limestone hall. ', price: 12345, amenities: ['Bridal Suite', ' Bridal Suite ', 'Fire Pit'] }).expect(200);
    expect(res.body).toMatchObject({ price: '12345.00', amenities: ['Bridal Suite', 'Fire Pit'] });
    const publicView = (await request(t.http).get(`/api/venues/${venueId}`)).body;
    expect(publicView).toMatchObject({ description: 'Freshly restored limestone hall.', price: '12345.00' });
  });

  it('adds, edits and removes packages, shown in the public order', async () => {
    const added = (await owner.post(`/api/venues/${venueId}/packages`).send({ name: 'Sunset Elopement', description: 'Just the two of you.', basePrice: 2500, maxGuests: 10, includedServices: ['Ceremony site', ''], isPopular: false }).expect(201)).body;
    const pkg = added.find((p: { name: string }) => p.name === 'Sunset Elopement');
    expect(pkg).toMatchObject({ basePrice: '2500.00', includedServices: ['Ceremony site'] });
    await owner.put(`/api/venues/${venueId}/packages/${pkg.id}`).send({ name: 'Sunset Elopement', description: 'Two and a photographer.', basePrice: 2800, maxGuests: 10, includedServices: [], isPopular: false }).expect(200);
    const shown = (await request(t.http).get(`/api/venues/${venueId}/packages`)).body;
    expect(shown.find((p: { id: string }) => p.id === pkg.id).basePrice).toBe('2800.00');
    await owner.delete(`/api/venues/${venueId}/packages/${pkg.id}`).expect(204);
    expect((await request(t.http).get(`/api/venues/${venueId}/packages`)).body.map((p: { id: string }) => p.id)).not.toContain(pkg.id);
  });

  it('holds a date back and gives it back, as availability shows', async () => {
    const date = await openDate();
    await owner.put(`/api/venues/${venueId}/blocked-dates/${date}`).expect(204);
    expect((await day(date)).isAvailable).toBe(false);
    expect((await owner.get(`/api/venues/${venueId}/blocked-dates?startDate=${date}&endDate=${date}`)).body).toEqual([date]);
    await owner.delete(`/api/venues/${venueId}/blocked-dates/${date}`).expect(204);
    expect((await day(date)).isAvailable).toBe(true);
  });

  it('refuses to hold back a date a booking holds, a past date, or a date that is not one', async () => {
    const bookings = (await owner.get(`/api/venues/${venueId}/bookings?status=pending`)).body;
    await owner.put(`/api/venues/${venueId}/blocked-dates/${bookings[0].eventDate}`).expect(409);
    expect((await owner.put(`/api/venues/${venueId}/blocked-dates/2026-01-01`).expect(400)).body.field).toBe('date');
    expect((await owner.put(`/api/venues/${venueId}/blocked-dates/soon`).expect(400)).body.field).toBe('date');
  });

  it.each([
    ['capacity', { capacity: 100_000 }],
    ['name', { name: '  ' }],
    ['price', { price: 0 }],
    ['images', { images: [' '] }],
    ['featured', { featured: true }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    expect((await owner.patch(`/api/venues/${venueId}`).send(change).expect(400)).body.field).toBe(field);
  });

  it("lets nobody else change the venue: anonymous 401, another owner 404", async () => {
    await request(t.http).patch(`/api/venues/${venueId}`).send({ name: 'Mine now' }).expect(401);
    await stranger.patch(`/api/venues/${venueId}`).send({ name: 'Mine now' }).expect(404);
    await stranger.put(`/api/venues/${venueId}/blocked-dates/${await openDate()}`).expect(404);
    await stranger.post(`/api/venues/${venueId}/packages`).send({ name: 'X', description: '', basePrice: 1, maxGuests: 1, includedServices: [], isPopular: false }).expect(404);
    expect((await request(t.http).get(`/api/venues/${venueId}`)).body.name).not.toBe('Mine now');
  });
});
