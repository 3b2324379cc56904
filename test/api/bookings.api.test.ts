import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sentMail } from '../support/sent-mail.js';
import { BookingEntity } from '../../adapters/persistence/entities/booking.entity.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
type Venue = { id: string; price: string; maxGuests: number };
let venue: Venue;
let other: Venue;

beforeAll(async () => {
  t = await startTestApp();
  const res = await request(t.http).post('/api/venues/search').send({ sort: 'price-asc', pageSize: 2 });
  [venue, other] = res.body;
});
afterAll(() => t.close());

/** An open date of the venue, a few months out, different for each call. */
let dateCursor = 120;
async function openDate(venueId: string): Promise<string> {
  for (;;) {
    const date = addDays('2026-11-21', dateCursor++);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
    if (days.body[0].isAvailable) return date;
  }
}

const details = (venueId: string, eventDate: string) => ({
  venueId,
  customerName: 'Sarah Johnson',
  customerEmail: 'Sarah@Example.com',
  customerPhone: '(830) 555-0142',
  eventDate,
  guestCount: 40,
  specialRequests: '',
});

const bookingRows = () => t.orm.em.fork().count(BookingEntity, {});

describe('POST /api/bookings', () => {
  it('stores a pending, unpaid booking priced by the server, whatever the client says', async () => {
    const date = await openDate(venue.id);
    const res = await request(t.http)
      .post('/api/bookings')
      .send({ ...details(venue.id, date), totalAmount: '1.00', depositAmount: '0.25', status: 'confirmed', depositPaid: true, finalPaymentPaid: true })
      .expect(201);
    const total = Number(venue.price);
    expect(res.body).toMatchObject({
      venueId: venue.id,
      status: 'pending',
      depositPaid: false,
      finalPaymentPaid: false,
      totalAmount: venue.price,
      depositAmount: (Math.round(total * 25) / 100).toFixed(2),
      specialRequests: null,
      customerEmail: 'sarah@example.com',
    });
    expect(res.body.reference).toMatch(/^HCW\d{6}$/);
    expect(res.body.paymentPlan.balanceDueDate).toBe(addDays(date, -30));
    expect(res.headers['set-cookie']?.[0]).toMatch(/hcw_access=.+HttpOnly/i);
  });

  it('prices a booking with a package at the package price', async () => {
    const packages = (await request(t.http).get(`/api/venues/${venue.id}/packages`)).body as { id: string; basePrice: string; maxGuests: number }[];
    const pkg = packages.find((p) => p.basePrice !== venue.price) ?? packages[0];
    const res = await request(t.http)
      .post('/api/bookings')
      .send({ ...details(venue.id, await openDate(venue.id)), packageId: pkg.id, guestCount: Math.min(40, pkg.maxGuests) })
      .expect(201);
    expect(res.body.totalAmount).toBe(pkg.basePrice);
    expect(res.body.packageId).toBe(pkg.id);
  });

  it('shows the booked date as taken, and refuses a second booking of it with 409', async () => {
    const date = await openDate(venue.id);
    await request(t.http).post('/api/bookings').send(details(venue.id, date)).expect(201);
    const days = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=${date}&endDate=${date}`);
    expect(days.body[0].isAvailable).toBe(false);
    const second = await request(t.http).post('/api/bookings').send({ ...details(venue.id, date), customerName: 'Another Couple' }).expect(409);
    expect(second.body.message).toBe('That date was just booked. Please choose another date.');
  });

  it('keeps dates of different venues apart', async () => {
    const date = await openDate(other.id);
    await request(t.http).post('/api/bookings').send(details(other.id, date)).expect(201);
    const days = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=${date}&endDate=${date}`);
    expect(days.body[0].isAvailable).toBe(true);
  });

  it("refuses a date the owner has held back with 409", async () => {
    const year = await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=2026-11-22&endDate=2027-11-21`);
    const held = year.body.find((d: { isAvailable: boolean }) => !d.isAvailable).date;
    await request(t.http).post('/api/bookings').send(details(venue.id, held)).expect(409);
  });

  it.each([
    ['customerName', { customerName: '' }],
    ['customerName', { customerName: '   ' }],
    ['customerEmail', { customerEmail: 'sarah at example' }],
    ['customerPhone', { customerPhone: '' }],
    ['customerPhone', { customerPhone: 'call me' }],
    ['eventDate', { eventDate: '2027-13-01' }],
    ['eventDate', { eventDate: '2026-11-20' }],
    ['guestCount', { guestCount: 0 }],
    ['guestCount', { guestCount: 100_000 }],
    ['guestCount', { guestCount: '40' }],
    ['packageId', { packageId: 'basic' }],
    ['packageId', { packageId: '00000000-0000-4000-8000-000000000000' }],
    ['specialRequests', { specialRequests: 'x'.repeat(2001) }],
    ['venueId', { venueId: 'nope' }],
    ['status', { status: 'paid' }],
    ['discount', { discount: 50 }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const before = await bookingRows();
    const res = await request(t.http)
      .post('/api/bookings')
      .send({ ...details(venue.id, '2027-09-01'), ...change })
      .expect(400);
    expect(res.body.field).toBe(field);
    expect(await bookingRows()).toBe(before);
  });

  it('refuses more guests than the venue holds, naming guestCount', async () => {
    const res = await request(t.http)
      .post('/api/bookings')
      .send({ ...details(venue.id, await openDate(venue.id)), guestCount: venue.maxGuests + 1 })
      .expect(400);
    expect(res.body.message).toContain(String(venue.maxGuests));
  });

  it('answers 404 for a venue that does not exist', async () => {
    await request(t.http).post('/api/bookings').send(details('00000000-0000-4000-8000-000000000000', '2027-09-01')).expect(404);
  });

  it('records the deposit as awaiting payment and mails the couple', async () => {
    const res = await request(t.http).post('/api/bookings').send(details(venue.id, await openDate(venue.id))).expect(201);
    const connection = t.orm.em.getConnection();
    const payments = await connection.execute(`select status, amount_cents from payment_request where booking_id = ?`, [res.body.id]);
    expect(payments).toEqual([{ status: 'awaiting_deposit', amount_cents: Math.round(Number(res.body.depositAmount) * 100) }]);
    const mail = (await sentMail(t, { template: 'booking-received' })).filter((m) => m.body?.includes(res.body.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'sarah@example.com', status: 'sent', transport: 'outbox' });
    expect(mail[0].body).toContain('nothing has been charged');
  });
});

describe('GET /api/bookings/:id', () => {
  it('opens the booking again for the browser that made it, and for nobody else', async () => {
    const agent = browserAgent(t.http);
    const created = await agent.post('/api/bookings').send(details(venue.id, await openDate(venue.id))).expect(201);
    const mine = await agent.get(`/api/bookings/${created.body.id}`).expect(200);
    expect(mine.body).toMatchObject({ id: created.body.id, status: 'pending' });
    expect(mine.body.accessKeyHash).toBeUndefined();

    await request(t.http).get(`/api/bookings/${created.body.id}`).expect(404);
    const stranger = browserAgent(t.http);
    await stranger.post('/api/bookings').send(details(other.id, await openDate(other.id))).expect(201);
    await stranger.get(`/api/bookings/${created.body.id}`).expect(404);
  });

  it('uses a second booking of the same browser with the same key', async () => {
    const agent = browserAgent(t.http);
    const first = await agent.post('/api/bookings').send(details(venue.id, await openDate(venue.id))).expect(201);
    const second = await agent.post('/api/bookings').send(details(venue.id, await openDate(venue.id))).expect(201);
    expect(second.headers['set-cookie']).toBeUndefined();
    await agent.get(`/api/bookings/${first.body.id}`).expect(200);
    await agent.get(`/api/bookings/${second.body.id}`).expect(200);
  });
});

describe('fifty couples booking one date at once', () => {
  it('gives the date to exactly one of them; the others get 409 and nobody a 5xx', async () => {
    const date = await openDate(other.id);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(t.http)
          .post('/api/bookings')
          .send({ ...details(other.id, date), customerName: `Couple ${i}` }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const held = await t.orm.em.fork().count(BookingEntity, { venueId: other.id, eventDate: date, status: { $ne: 'cancelled' } });
    expect(held).toBe(1);
  });
});
