import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';
import { signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// The owner's notification settings: each toggle saved on its own and read back, the
// auto-response mailed to an inquiring couple only when on, and the owner's alerts following them.
let t: TestApp;
let owner: Agent;
let venueId: string;

async function inquire(email: string) {
  // Past the inquiry rate limit's window each time, so the limit never decides a test.
  t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
  await request(t.http)
    .post('/api/inquiries')
    .send({ venueId, coupleName: 'Dana & Lee', email, weddingDate: '2027-10-16', guestCount: 90, message: 'Is October open?' })
    .expect(201);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues')).body[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('GET and PATCH /api/venues/{id}/notification-settings', () => {
  it('starts with the owner alerted by email and no auto-response, with a sample message promising an answer within 24 hours', async () => {
    const res = await owner.get(`/api/venues/${venueId}/notification-settings`).expect(200);
    expect(res.body).toMatchObject({ emailNotifications: true, autoResponseEnabled: false, marketingEmails: false });
    expect(res.body.autoResponseMessage).toContain('24 hours');
  });

  it('saves each toggle on its own and reads it back, leaving the others alone', async () => {
    const before = (await owner.get(`/api/venues/${venueId}/notification-settings`)).body;
    for (const toggle of ['smsNotifications', 'pushNotifications', 'paymentReminders', 'eventReminders', 'marketingEmails']) {
      const res = await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ [toggle]: !before[toggle] }).expect(200);
      expect(res.body[toggle]).toBe(!before[toggle]);
    }
    const after = (await owner.get(`/api/venues/${venueId}/notification-settings`)).body;
    expect(after).toEqual({
      ...before,
      smsNotifications: !before.smsNotifications,
      pushNotifications: !before.pushNotifications,
      paymentReminders: !before.paymentReminders,
      eventReminders: !before.eventReminders,
      marketingEmails: !before.marketingEmails,
    });
  });

  it.each([
    ['a toggle that is not a boolean', { emailNotifications: 'yes' }, 'emailNotifications'],
    ['a message over 2000 characters', { autoResponseMessage: 'x'.repeat(2001) }, 'autoResponseMessage'],
    ['a field that is not a setting', { darkMode: true }, 'darkMode'],
    ['turning the auto-response on with no message', { autoResponseEnabled: true, autoResponseMessage: '   ' }, 'autoResponseMessage'],
  ])('refuses %s, naming the field', async (_what, patch, field) => {
    const res = await owner.patch(`/api/venues/${venueId}/notification-settings`).send(patch).expect(400);
    expect(res.body.field).toBe(field);
  });
});

describe('the auto-response', () => {
  it('is mailed to the couple as soon as they inquire when it is on, and not when it is off', async () => {
    await inquire('quiet@example.com');
    expect(await sentMail(t, { to: 'quiet@example.com' })).toEqual([]);

    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ autoResponseMessage: 'Thanks {{couple_name}}! We answer within 24 hours.' }).expect(200);
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ autoResponseEnabled: true }).expect(200);
    await inquire('eager@example.com');
    const [mail] = await sentMail(t, { to: 'eager@example.com' });
    expect(mail.template).toBe('venue-message');
    expect(mail.body).toContain('Thanks Dana & Lee! We answer within 24 hours.');

    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ autoResponseEnabled: false }).expect(200);
    await inquire('later@example.com');
    expect(await sentMail(t, { to: 'later@example.com' })).toEqual([]);
  });
});

describe("the owner's own alerts", () => {
  it('mail the owner about a new inquiry only while email notifications are on', async () => {
    const alerts = async () => (await sentMail(t, { to: DEMO_OWNER.email, template: 'inquiry-received' })).length;
    const start = await alerts();
    await inquire('first@example.com');
    expect(await alerts()).toBe(start + 1);
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ emailNotifications: false }).expect(200);
    await inquire('second@example.com');
    expect(await alerts()).toBe(start + 1);
    await owner.patch(`/api/venues/${venueId}/notification-settings`).send({ emailNotifications: true }).expect(200);
  });
});

describe('who may read and change the settings', () => {
  it('hides them from another owner (404), refuses a couple (403) and asks a stranger to sign in (401)', async () => {
    const other = await signedInOwner(t);
    const couple = (await signedInCouple(t)).agent;
    await other.get(`/api/venues/${venueId}/notification-settings`).expect(404);
    await other.patch(`/api/venues/${venueId}/notification-settings`).send({ emailNotifications: false }).expect(404);
    await couple.get(`/api/venues/${venueId}/notification-settings`).expect(403);
    await couple.patch(`/api/venues/${venueId}/notification-settings`).send({ emailNotifications: false }).expect(403);
    await request(t.http).get(`/api/venues/${venueId}/notification-settings`).expect(401);
    await browserAgent(t.http).patch(`/api/venues/${venueId}/notification-settings`).send({ emailNotifications: false }).expect(401);
    expect((await owner.get(`/api/venues/${venueId}/notification-settings`)).body.emailNotifications).toBe(true);
  });
});
