import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';

// Who hears what: every mail of the backbone, read as it arrives at a real SMTP server.
let t: TestApp;
let smtp: SmtpTestServer;
let owner: ReturnType<typeof browserAgent>;
let venue: { id: string; name: string; price: string };
const PUBLIC_URL = 'https://weddings.test';
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
let dayCursor = 90;

/** A new couple's browser books the next open date of the owner's venue. */
async function book(email: string, customerName: string) {
  for (;;) {
    const date = addDays(TEST_NOW.toISOString().slice(0, 10), dayCursor++);
    const [day] = (await request(t.http).get(`/api/venues/${venue.id}/availability?startDate=${date}&endDate=${date}`)).body;
    if (!day.isAvailable) continue;
    const couple = browserAgent(t.http);
    const res = await couple
      .post('/api/bookings')
      .send({ venueId: venue.id, customerName, customerEmail: email, customerPhone: '(830) 555-0142', eventDate: date, guestCount: 100 })
      .expect(201);
    return { couple, id: res.body.id as string, date, res: res.body };
  }
}

/** Works the queue, then the mails to one address whose subject matches. */
async function mailTo(address: string, subject: RegExp) {
  await t.drainJobs();
  return smtp.to(address).filter((m) => subject.test(m.subject));
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  const smtpUrl = await smtp.start();
  t = await startTestApp({ env: { SMTP_URL: smtpUrl, PUBLIC_URL } });
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venue = (await owner.get('/api/my/venues')).body[0];
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('a booking request', () => {
  it('mails the owner who, when and how much, and the couple that nothing is charged yet', async () => {
    const booking = await book('new.couple@example.com', 'Maria Lopez');
    const [toOwner] = (await mailTo(DEMO_OWNER.email, /^Booking request/)).filter((m) => m.text.includes('Maria Lopez'));
    expect(toOwner.subject).toContain(venue.name);
    expect(toOwner.text).toContain(longDate(booking.date));
    expect(toOwner.text).toMatch(new RegExp(`\\$${Number(booking.res.totalAmount).toLocaleString('en-US')}\\b`));
    expect(toOwner.html).toContain(`${PUBLIC_URL}/venue-dashboard`);
    const [toCouple] = await mailTo('new.couple@example.com', /./);
    expect(toCouple.text).toContain('nothing has been charged');
    expect(toCouple.text).toContain(`${PUBLIC_URL}/venues/${venue.id}?booking=${booking.id}`);
  });
});

describe('the owner answers a booking', () => {
  it('mails the couple the confirmation with the deposit and the balance due date', async () => {
    const booking = await book('confirmed.couple@example.com', 'Ana Ruiz');
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    const mails = await mailTo('confirmed.couple@example.com', /confirm/i);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`$${Number(booking.res.depositAmount).toLocaleString('en-US')}`);
    expect(mails[0].text).toContain(longDate(booking.res.paymentPlan.balanceDueDate));
  });

  it("mails the couple when the owner cancels, with a way to find another date", async () => {
    const booking = await book('turned.down@example.com', 'Bo Lee');
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'cancelled' }).expect(200);
    const [mail] = await mailTo('turned.down@example.com', /cancel/i);
    expect(mail.text).toContain(longDate(booking.date));
    expect(mail.html).toContain(`${PUBLIC_URL}/search`);
  });
});

describe('the couple calls off their booking', () => {
  it('mails the owner that the date is open again; a stranger cannot cancel it', async () => {
    const booking = await book('changed.minds@example.com', 'Chris Park');
    await browserAgent(t.http).post(`/api/bookings/${booking.id}/cancel`).expect(404);
    const res = await booking.couple.post(`/api/bookings/${booking.id}/cancel`).expect(200);
    expect(res.body.status).toBe('cancelled');
    const [mail] = await mailTo(DEMO_OWNER.email, /Chris Park.*cancel|cancel.*Chris Park/i);
    expect(mail.text).toContain(longDate(booking.date));
    await booking.couple.post(`/api/bookings/${booking.id}/cancel`).expect(409);
  });
});

describe('an inquiry', () => {
  it("mails the owner the couple's question, and the couple the owner's reply", async () => {
    const sent = await request(t.http)
      .post('/api/inquiries')
      .send({ venueId: venue.id, coupleName: 'Dana & Lee', email: 'curious@example.com', weddingDate: '2027-10-16', guestCount: 90, message: 'Is October open?' })
      .expect(201);
    const [question] = await mailTo(DEMO_OWNER.email, /Dana & Lee/);
    expect(question.text).toContain('Is October open?');
    expect(question.text).toContain('Saturday, October 16, 2027');
    await owner.post(`/api/inquiries/${sent.body.id}/reply`).send({ message: 'Yes!\nCome and see it.' }).expect(200);
    const [reply] = await mailTo('curious@example.com', /./);
    expect(reply.text).toContain('Come and see it.');
    expect(reply.subject).toContain(venue.name);
  });
});

describe('a listing', () => {
  it('mails the owner once an operator publishes it', async () => {
    const listing = {
      name: 'Bluebonnet Bluff',
      location: '200 Bluff Road, Marble Falls, TX 78654',
      city: 'Marble Falls',
      venueType: 'Hilltop',
      maxGuests: 140,
      price: 9800,
      contactEmail: 'hello@bluebonnetbluff.example',
    };
    const created = (await owner.post('/api/venues').send(listing).expect(201)).body;
    expect(await mailTo(DEMO_OWNER.email, /Bluebonnet Bluff/)).toEqual([]);
    await t.application.useCases.approveVenue.execute(created.id);
    const [mail] = await mailTo(DEMO_OWNER.email, /Bluebonnet Bluff/);
    expect(mail.html).toContain(`${PUBLIC_URL}/venues/${created.id}`);
  });
});

describe('a guest list', () => {
  it('mails each guest a personal RSVP link under the public address', async () => {
    const booking = await book('hosts@example.com', 'Sam Rivera');
    await booking.couple.post('/api/guests').send({ bookingId: booking.id, name: 'Tía Carmen', email: 'carmen@example.com', rsvpStatus: 'pending' }).expect(201);
    await booking.couple.post(`/api/bookings/${booking.id}/send-invitations`).expect(200);
    const [mail] = await mailTo('carmen@example.com', /./);
    expect(mail.text).toContain('Tía Carmen');
    expect(mail.text).toContain(longDate(booking.date));
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/rsvp/[A-Za-z0-9_-]{43}`));
  });
});

describe('working the queue again', () => {
  it('sends nothing twice', async () => {
    await t.drainJobs();
    const before = smtp.received.length;
    await t.drainJobs();
    expect(smtp.received.length).toBe(before);
    const subjects = smtp.received.map((m) => `${m.to} ${m.subject}`);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});
