import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// The owner's notification templates: samples on first read, CRUD with its checks, a test mail to
// the owner's own inbox that shows their words as text, and the confirmation sent on confirm.
let t: TestApp;
let smtp: SmtpTestServer;
let owner: Agent;
let venueId: string;

const TEMPLATE = { name: 'Welcome', subject: 'Hello {{couple_name}}', content: 'See you at {{venue_name}} on {{wedding_date}}.' };

let dayCursor = 120;
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The next date the owner's venue is free. */
async function openDate(): Promise<string> {
  for (;;) {
    const date = addDays(TEST_NOW.toISOString().slice(0, 10), dayCursor++);
    const [day] = (await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`)).body;
    if (day.isAvailable) return date;
  }
}

async function mailsTo(address: string) {
  await t.drainJobs();
  return smtp.to(address);
}

beforeAll(async () => {
  smtp = new SmtpTestServer();
  const smtpUrl = await smtp.start();
  t = await startTestApp({ env: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://weddings.test' } });
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues')).body[0].id;
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('GET /api/venues/{id}/notification-templates', () => {
  it('starts a venue with one sample template of each of the four types, once', async () => {
    const [first, second] = await Promise.all([owner.get(`/api/venues/${venueId}/notification-templates`), owner.get(`/api/venues/${venueId}/notification-templates`)]);
    expect(first.status).toBe(200);
    expect(first.body.map((x: { type: string }) => x.type).sort()).toEqual(['booking_confirmation', 'custom', 'event_reminder', 'payment_reminder']);
    expect(second.body).toHaveLength(4);
    expect((await owner.get(`/api/venues/${venueId}/notification-templates`)).body).toHaveLength(4);
  });

  it('gives each card a one-line preview of at most 150 characters', async () => {
    const long = 'word '.repeat(100);
    await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, content: long }).expect(201);
    const list = (await owner.get(`/api/venues/${venueId}/notification-templates`)).body;
    const card = list.find((x: { content: string }) => x.content === long.trim());
    expect(card.preview.length).toBeLessThanOrEqual(151);
    expect(card.preview.endsWith('…')).toBe(true);
  });
});

describe('POST and PATCH /api/notification-templates', () => {
  it('creates a template with the defaults: custom, immediate, active', async () => {
    const res = await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId }).expect(201);
    expect(res.body).toMatchObject({ ...TEMPLATE, venueId, type: 'custom', sendTiming: 'immediate', scheduleDays: null, isActive: true });
  });

  it('edits a template, keeping the fields left out', async () => {
    const created = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId }).expect(201)).body;
    const res = await owner
      .patch(`/api/notification-templates/${created.id}`)
      .send({ venueId, type: 'event_reminder', sendTiming: 'schedule', scheduleDays: 14, isActive: false })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Welcome', type: 'event_reminder', sendTiming: 'schedule', scheduleDays: 14, isActive: false });
    const back = await owner.patch(`/api/notification-templates/${created.id}`).send({ sendTiming: 'immediate' }).expect(200);
    expect(back.body.scheduleDays).toBeNull();
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['an empty subject', { subject: '' }, 'subject'],
    ['an unknown variable in the content', { content: 'Hi {{ssn}}' }, 'content'],
    ['an unknown variable in the subject', { subject: 'Hi {{ couple_email }}' }, 'subject'],
    ['content over 5000 characters', { content: 'x'.repeat(5001) }, 'content'],
    ['an unknown type', { type: 'newsletter' }, 'type'],
    ['a scheduled template without days', { sendTiming: 'schedule' }, 'scheduleDays'],
    ['a fraction of a day', { sendTiming: 'schedule', scheduleDays: 1.5 }, 'scheduleDays'],
    ['more than a year ahead', { scheduleDays: 9999, sendTiming: 'schedule' }, 'scheduleDays'],
    ['isActive that is not a boolean', { isActive: 'yes' }, 'isActive'],
    ['a venueId that is not an id', { venueId: 'not-a-uuid' }, 'venueId'],
  ])('refuses %s, naming the field', async (_what, change, field) => {
    const res = await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('names the unknown variable in the message', async () => {
    const res = await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, content: 'Your code: {{password}}' }).expect(400);
    expect(res.body.message).toContain('{{password}}');
  });
});

describe('POST /api/notification-templates/{id}/test', () => {
  it("mails the filled-in template to the owner's own address", async () => {
    const created = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, subject: 'Proof for {{venue_name}}' }).expect(201)).body;
    const res = await owner.post(`/api/notification-templates/${created.id}/test`).expect(200);
    expect(res.body).toEqual({ sentTo: DEMO_OWNER.email });
    const [mail] = (await mailsTo(DEMO_OWNER.email)).filter((m) => m.subject.startsWith('[Test] Proof for'));
    expect(mail.subject).not.toContain('{{');
    expect(mail.text).toMatch(/See you at .+ on \w+day, \w+ \d{1,2}, \d{4}\./);
  });

  it("shows an owner's <script> and <a href> as text in the mailed HTML, never as markup", async () => {
    const content = 'Hi {{couple_name}} <script>alert(1)</script> <a href="https://evil.example">pay here</a> {{unknown}';
    const created = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, subject: 'Markup check', content }).expect(201)).body;
    await owner.post(`/api/notification-templates/${created.id}/test`).expect(200);
    const [mail] = (await mailsTo(DEMO_OWNER.email)).filter((m) => m.subject === '[Test] Markup check');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;a href=');
    expect(mail.text).toContain('<a href="https://evil.example">pay here</a>');
  });
});

describe('the confirmation template', () => {
  it('goes to the couple when the owner confirms, with the booking filled in', async () => {
    const date = await openDate();
    const couple = browserAgent(t.http);
    const booking = (
      await couple
        .post('/api/bookings')
        .send({ venueId, customerName: 'Lena Ortiz', customerEmail: 'lena@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 60 })
        .expect(201)
    ).body;
    const list = (await owner.get(`/api/venues/${venueId}/notification-templates`).expect(200)).body;
    const confirmation = list.find((x: { type: string }) => x.type === 'booking_confirmation');
    await owner
      .patch(`/api/notification-templates/${confirmation.id}`)
      .send({ venueId, subject: 'Confirmed: {{couple_name}} at {{venue_name}}', content: '{{guest_count}} guests on {{wedding_date}}, total {{total_amount}}. Pay: {{payment_link}}' })
      .expect(200);
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    const venueName = (await owner.get('/api/my/venues')).body[0].name;
    const [mail] = (await mailsTo('lena@example.com')).filter((m) => m.subject.startsWith('Confirmed: Lena Ortiz'));
    expect(mail.subject).toBe(`Confirmed: Lena Ortiz at ${venueName}`);
    expect(mail.text).toContain(`60 guests on ${longDate(date)}, total $${Number(booking.totalAmount).toLocaleString('en-US')}.`);
    expect(mail.text).toContain(`https://weddings.test/venues/${venueId}?booking=${booking.id}`);
    // It replaces the site's own confirmation: the couple is told once.
    expect((await mailsTo('lena@example.com')).filter((m) => /confirm/i.test(m.subject)).map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('is not sent when the owner turns booking confirmations off', async () => {
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ bookingConfirmations: false }).expect(200);
    const date = await openDate();
    const booking = (
      await browserAgent(t.http)
        .post('/api/bookings')
        .send({ venueId, customerName: 'Noor Haddad', customerEmail: 'noor@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 60 })
        .expect(201)
    ).body;
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    const subjects = (await mailsTo('noor@example.com')).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Confirmed: Noor'))).toBe(false);
    expect(subjects.some((s) => /confirmed your wedding/.test(s))).toBe(true);
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ bookingConfirmations: true }).expect(200);
  });
});

describe('POST /api/notification-templates/{id}/send', () => {
  it("mails a custom template, filled in, to one booking's couple; a booking of another venue is not found", async () => {
    const date = await openDate();
    const booking = (
      await browserAgent(t.http)
        .post('/api/bookings')
        .send({ venueId, customerName: 'Omar Said', customerEmail: 'omar@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 50 })
        .expect(201)
    ).body;
    const created = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId, subject: 'A note for {{couple_name}}' }).expect(201)).body;
    const res = await owner.post(`/api/notification-templates/${created.id}/send`).send({ bookingId: booking.id }).expect(200);
    expect(res.body).toEqual({ sentTo: 'omar@example.com' });
    const [mail] = (await mailsTo('omar@example.com')).filter((m) => m.subject === 'A note for Omar Said');
    expect(mail.text).toContain(longDate(date));

    const otherVenue = (await owner.get('/api/my/venues')).body.find((v: { id: string }) => v.id !== venueId);
    const elsewhere = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId: otherVenue.id }).expect(201)).body;
    await owner.post(`/api/notification-templates/${elsewhere.id}/send`).send({ bookingId: booking.id }).expect(404);
    await owner.post(`/api/notification-templates/${created.id}/send`).send({ bookingId: 'nope' }).expect(400);
    await (await signedInOwner(t)).post(`/api/notification-templates/${created.id}/send`).send({ bookingId: booking.id }).expect(404);
  });
});

describe('who may use the templates', () => {
  it('hides them from another owner (404), refuses a couple (403) and asks a stranger to sign in (401)', async () => {
    const created = (await owner.post('/api/notification-templates').send({ ...TEMPLATE, venueId }).expect(201)).body;
    const other = await signedInOwner(t);
    const couple = (await signedInCouple(t)).agent;
    await other.get(`/api/venues/${venueId}/notification-templates`).expect(404);
    await other.post('/api/notification-templates').send({ ...TEMPLATE, venueId }).expect(404);
    await other.patch(`/api/notification-templates/${created.id}`).send({ name: 'Mine now' }).expect(404);
    await other.post(`/api/notification-templates/${created.id}/test`).expect(404);
    await couple.get(`/api/venues/${venueId}/notification-templates`).expect(403);
    await couple.post(`/api/notification-templates/${created.id}/test`).expect(403);
    await request(t.http).get(`/api/venues/${venueId}/notification-templates`).expect(401);
    await browserAgent(t.http).post(`/api/notification-templates/${created.id}/test`).expect(401);
    expect((await owner.get(`/api/venues/${venueId}/notification-templates`)).body.find((x: { id: string }) => x.id === created.id).name).toBe('Welcome');
  });

  it('answers 404, not 500, for ids that are not ids', async () => {
    await owner.get('/api/venues/nope/notification-templates').expect(404);
    await owner.patch('/api/notification-templates/nope').send({ name: 'x' }).expect(404);
    await owner.post('/api/notification-templates/00000000-0000-0000-0000-000000000000/test').expect(404);
  });
});

describe('a scheduled reminder', () => {
  it('written after a booking was confirmed still reaches that booking, once', async () => {
    const date = await openDate();
    const booking = (
      await browserAgent(t.http)
        .post('/api/bookings')
        .send({ venueId, customerName: 'Omar Reyes', customerEmail: 'omar@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 90 })
        .expect(201)
    ).body;
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    await t.drainJobs();
    await owner
      .post('/api/notification-templates')
      .send({ venueId, name: 'Ten days out', type: 'event_reminder', subject: 'Ten days to go, {{couple_name}}', content: 'See you on {{wedding_date}}.', sendTiming: 'schedule', scheduleDays: 10 })
      .expect(201);
    const reminders = async () => (await mailsTo('omar@example.com')).filter((m) => m.subject === 'Ten days to go, Omar Reyes');
    t.clock.set(new Date(`${addDays(date, -10)}T16:00:00Z`));
    const [mail] = await reminders();
    expect(mail.text).toContain(longDate(date));
    t.clock.set(new Date(`${addDays(date, -9)}T16:00:00Z`));
    expect(await reminders()).toHaveLength(1);
    t.clock.set(TEST_NOW);
  });

  it('is sent to a confirmed couple when its day comes, once, and not before', async () => {
    const date = await openDate();
    const list = (await owner.get(`/api/venues/${venueId}/notification-templates`)).body;
    const reminder = list.find((x: { type: string }) => x.type === 'event_reminder');
    await owner
      .patch(`/api/notification-templates/${reminder.id}`)
      .send({ isActive: true, sendTiming: 'schedule', scheduleDays: 7, subject: 'One week to go, {{couple_name}}' })
      .expect(200);
    const booking = (
      await browserAgent(t.http)
        .post('/api/bookings')
        .send({ venueId, customerName: 'Ivy Chen', customerEmail: 'ivy@example.com', customerPhone: '(830) 555-0142', eventDate: date, guestCount: 40 })
        .expect(201)
    ).body;
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    const reminders = async () => (await mailsTo('ivy@example.com')).filter((m) => m.subject === 'One week to go, Ivy Chen');
    expect(await reminders()).toHaveLength(0);

    t.clock.set(new Date(`${addDays(date, -8)}T16:00:00Z`));
    expect(await reminders()).toHaveLength(0);
    t.clock.set(new Date(`${addDays(date, -7)}T16:00:00Z`));
    const [mail] = await reminders();
    expect(mail.text).toContain(longDate(date));
    t.clock.set(new Date(`${addDays(date, -6)}T16:00:00Z`));
    expect(await reminders()).toHaveLength(1);
  });
});
