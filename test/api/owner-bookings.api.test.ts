import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';
import { browserAgent, TEST_NOW, TEST_PUBLIC_URL, startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let owner: Agent;
let otherOwner: Agent;
let couple: Agent;
let venueId: string;
let cursor = 40;
const TODAY = TEST_NOW.toISOString().slice(0, 10);

/** The signed-in couple books the next open date of the owner's venue. */
async function bookOwnersVenue(guestCount = 90): Promise<{ id: string; eventDate: string; totalAmount: string; depositAmount: string }> {
  for (;;) {
    const date = addDays(TODAY, cursor++);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
    if (!days.body[0].isAvailable) continue;
    const res = await couple
      .post('/api/bookings')
      .send({ venueId, customerName: 'Sarah Johnson', customerEmail: 'sarah@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount });
    expect(res.status).toBe(201);
    return { id: res.body.id, eventDate: date, totalAmount: res.body.totalAmount, depositAmount: res.body.depositAmount };
  }
}

const confirm = (bookingId: string) => owner.patch(`/api/bookings/${bookingId}/status`).send({ status: 'confirmed' }).expect(200);
const paid = (bookingId: string, kind: string, agent = owner) => agent.post(`/api/venues/${venueId}/bookings/${bookingId}/payments/${kind}/paid`);
const budgetLine = async (id: string) => (await couple.get('/api/my/budget').expect(200)).body.expenses.find((e: { id: string }) => e.id === id);

function vevents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate, status: component.getFirstPropertyValue('status') };
  });
}

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues').expect(200)).body[0].id;
  otherOwner = await signedInOwner(t);
  couple = (await signedInCouple(t)).agent;
});
afterAll(() => t.close());

describe('who may use the bookings panel', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = (await bookOwnersVenue()).id;
  });

  const calls: [string, (a: Agent) => request.Test][] = [
    ['GET guest-summaries', (a) => a.get(`/api/venues/${venueId}/bookings/guest-summaries`)],
    ['POST payments/deposit/paid', (a) => paid(bookingId, 'deposit', a)],
    ['POST payments/tip/paid (no such payment)', (a) => paid(bookingId, 'tip', a)],
    ['POST complete', (a) => a.post(`/api/venues/${venueId}/bookings/${bookingId}/complete`)],
    ['GET bookings.csv', (a) => a.get(`/api/venues/${venueId}/bookings.csv`)],
  ];

  it.each(calls)("%s: asks a stranger to sign in, and reads as not found to a couple and to another owner", async (_name, call) => {
    expect((await call(browserAgent(t.http))).status).toBe(401);
    expect((await call(couple)).status).toBe(404);
    expect((await call(otherOwner)).status).toBe(404);
  });

  it('keeps the calendar link to venue owners', async () => {
    await browserAgent(t.http).post('/api/my/calendar-feed').expect(401);
    await couple.post('/api/my/calendar-feed').expect(403);
    await couple.get('/api/my/calendar-feed').expect(403);
  });

  it("refuses another venue's booking under this venue's address", async () => {
    const otherVenue = (await owner.get('/api/my/venues')).body[1].id;
    await owner.post(`/api/venues/${otherVenue}/bookings/${bookingId}/complete`).expect(404);
    await owner.post(`/api/venues/${venueId}/bookings/not-a-uuid/payments/deposit/paid`).expect(404);
  });
});

describe('the Guests tab', () => {
  it("shows each booking's guest count and RSVP figures, and none of the guests' details", async () => {
    const booking = await bookOwnersVenue(120);
    const add = async (name: string, plusOne: boolean) => (await couple.post('/api/guests').send({ bookingId: booking.id, name, email: `${name.toLowerCase()}@example.com`, plusOne }).expect(201)).body.id;
    const ana = await add('Ana', true);
    const ben = await add('Ben', true);
    await add('Cleo', false);
    await add('Dev', false);
    await couple.patch(`/api/guests/${ana}`).send({ rsvpStatus: 'confirmed' }).expect(200);
    await couple.patch(`/api/guests/${ben}`).send({ rsvpStatus: 'declined' }).expect(200);

    const res = await owner.get(`/api/venues/${venueId}/bookings/guest-summaries`).expect(200);
    const summary = res.body.find((s: { bookingId: string }) => s.bookingId === booking.id);
    expect(summary).toEqual({
      bookingId: booking.id,
      customerName: 'Sarah Johnson',
      eventDate: booking.eventDate,
      status: 'pending',
      guestCount: 120,
      listed: 4,
      confirmed: 1,
      declined: 1,
      pending: 2,
      plusOnes: 1,
      expectedAttendance: 2,
    });
    expect(res.text).not.toContain('ana@example.com');
    expect(res.text).not.toContain('Cleo');
  });
});

describe('recording payments', () => {
  it('refuses a booking that is not confirmed with a 409, and a made-up payment with a 400 naming kind', async () => {
    const booking = await bookOwnersVenue();
    const res = await paid(booking.id, 'deposit').expect(409);
    expect(res.body.code).toBe('BOOKING.PAYMENT_NOT_RECORDABLE');
    expect((await paid(booking.id, 'tip').expect(400)).body.field).toBe('kind');
  });

  it('marks the deposit paid once, with its time, and the couple sees it paid in their budget', async () => {
    const booking = await bookOwnersVenue();
    await confirm(booking.id);
    expect((await budgetLine(`booking-${booking.id}-deposit`)).paid).toBe(false);

    const first = (await paid(booking.id, 'deposit').expect(200)).body;
    expect(first.booking).toMatchObject({ id: booking.id, depositPaid: true, finalPaymentPaid: false });
    expect(first.payment).toEqual({ kind: 'deposit', amount: booking.depositAmount, paidAt: TEST_NOW.toISOString() });

    t.clock.set(new Date(TEST_NOW.getTime() + 3_600_000));
    try {
      const again = (await paid(booking.id, 'deposit').expect(200)).body;
      expect(again.payment.paidAt).toBe(TEST_NOW.toISOString());
    } finally {
      t.clock.set(TEST_NOW);
    }

    expect((await budgetLine(`booking-${booking.id}-deposit`)).paid).toBe(true);
    expect((await budgetLine(`booking-${booking.id}-balance`)).paid).toBe(false);
    await paid(booking.id, 'final').expect(200);
    expect((await budgetLine(`booking-${booking.id}-balance`)).paid).toBe(true);
    const listed = (await owner.get(`/api/venues/${venueId}/bookings`)).body.find((b: { id: string }) => b.id === booking.id);
    expect(listed).toMatchObject({ depositPaid: true, finalPaymentPaid: true });
  });
});

describe('completing a booking', () => {
  it('completes a confirmed booking only after its date, once', async () => {
    const booking = await bookOwnersVenue();
    const complete = () => owner.post(`/api/venues/${venueId}/bookings/${booking.id}/complete`);
    expect((await complete().expect(409)).body.code).toBe('BOOKING.INVALID_TRANSITION');
    await confirm(booking.id);
    expect((await complete().expect(409)).body.message).toContain('has not passed yet');

    t.clock.set(new Date(`${addDays(booking.eventDate, 2)}T18:00:00Z`));
    try {
      // Weeks later: the owner signs in again (sessions last 30 days).
      const later = browserAgent(t.http);
      await later.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
      const completeLater = () => later.post(`/api/venues/${venueId}/bookings/${booking.id}/complete`);
      expect((await completeLater().expect(200)).body.status).toBe('completed');
      expect((await completeLater().expect(200)).body.status).toBe('completed');
      // A completed booking's balance can still come in after the event.
      await paid(booking.id, 'final', later).expect(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('the CSV export', () => {
  it("downloads every booking of the venue, with when each payment was recorded", async () => {
    const booking = await bookOwnersVenue();
    await confirm(booking.id);
    await paid(booking.id, 'deposit').expect(200);
    const res = await owner.get(`/api/venues/${venueId}/bookings.csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-[a-z0-9-]+-2026-11-21\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Event Date,Status,Couple,Email,Phone,Guests,Total,Deposit,Deposit Paid,Deposit Paid At,Balance,Final Payment Paid,Final Payment Paid At,Special Requests,Booked At,Booking ID',
    );
    const row = lines.find((line) => line.endsWith(booking.id));
    expect(row).toContain(`${booking.eventDate},confirmed,Sarah Johnson,sarah@example.com,(830) 555-0142,90,${booking.totalAmount},${booking.depositAmount},yes,${TEST_NOW.toISOString()},`);
  });
});

describe('the calendar feed', () => {
  it('gives a secret link that lists confirmed and pending bookings as all-day events with stable UIDs', async () => {
    const pending = await bookOwnersVenue();
    const confirmed = await bookOwnersVenue();
    const cancelled = await bookOwnersVenue();
    await confirm(confirmed.id);
    await owner.patch(`/api/bookings/${cancelled.id}/status`).send({ status: 'cancelled' }).expect(200);

    expect((await owner.get('/api/my/calendar-feed').expect(200)).body).toEqual({ active: false, createdAt: null });
    const link = (await owner.post('/api/my/calendar-feed').expect(201)).body;
    expect(link.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{40,}\\.ics$`));
    expect((await owner.get('/api/my/calendar-feed').expect(200)).body).toEqual({ active: true, createdAt: TEST_NOW.toISOString() });
    const path = link.url.slice(TEST_PUBLIC_URL.length);
    expect(link.path).toBe(path);

    const res = await request(t.http).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = vevents(res.text);
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`booking-${pending.id}@hillcountryweddings.example`);
    expect(uids).toContain(`booking-${confirmed.id}@hillcountryweddings.example`);
    expect(uids.some((uid) => uid.includes(cancelled.id))).toBe(false);
    expect(events.find((e) => e.uid.includes(confirmed.id))).toMatchObject({ start: confirmed.eventDate, allDay: true, status: 'CONFIRMED' });
    expect(events.find((e) => e.uid.includes(pending.id))).toMatchObject({ start: pending.eventDate, allDay: true, status: 'TENTATIVE' });
    expect(res.text).not.toContain('sarah@example.com');
    // The same UIDs on the next poll, so calendar apps update events instead of doubling them.
    expect(vevents((await request(t.http).get(path).expect(200)).text).map((e) => e.uid)).toEqual(uids);
  });

  it('stops the old link when a new one is made, and every link when revoked', async () => {
    const first = (await owner.post('/api/my/calendar-feed').expect(201)).body.url.slice(TEST_PUBLIC_URL.length);
    const second = (await owner.post('/api/my/calendar-feed').expect(201)).body.url.slice(TEST_PUBLIC_URL.length);
    await request(t.http).get(first).expect(404);
    await request(t.http).get(second).expect(200);
    await owner.delete('/api/my/calendar-feed').expect(204);
    await owner.delete('/api/my/calendar-feed').expect(204);
    await request(t.http).get(second).expect(404);
  });

  it('answers a made-up or malformed token with 404, never more', async () => {
    for (const file of ['x.ics', `${'a'.repeat(43)}.ics`, 'a'.repeat(43), `${'a'.repeat(500)}.ics`, '..%2F.ics']) {
      const res = await request(t.http).get(`/api/calendar/${file}`);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
    }
    // A control character is refused at the door, before any lookup.
    expect((await request(t.http).get('/api/calendar/%00.ics')).status).toBe(400);
  });
});
