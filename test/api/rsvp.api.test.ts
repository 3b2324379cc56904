import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { StoredMail } from '../../adapters/mail/mail-log.js';
import { sentMail } from '../support/sent-mail.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { weddingBooker, type BookedWedding } from './guests.helpers.js';

let t: TestApp;
let bookWedding: ReturnType<typeof weddingBooker>;

beforeAll(async () => {
  t = await startTestApp();
  bookWedding = weddingBooker(t);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const LINK = /https?:\/\/[^\s/]+\/rsvp\/([A-Za-z0-9_-]{43})/;

/** The newest invitation mailed to an address, and the token in its link. */
async function invitationTo(email: string): Promise<{ mail: StoredMail; token: string }> {
  const [mail] = await sentMail(t, { to: email });
  const token = LINK.exec(mail.body ?? '')?.[1];
  if (!token) throw new Error(`no RSVP link in: ${mail.body}`);
  return { mail, token };
}

async function weddingWithGuests(guests: { name: string; email?: string; plusOne?: boolean }[]) {
  const wedding = await bookWedding('Sarah Johnson');
  const ids = new Map<string, string>();
  for (const guest of guests) {
    const res = await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, rsvpStatus: 'pending', ...guest }).expect(201);
    ids.set(guest.name, res.body.id);
  }
  return { ...wedding, ids };
}

const listOf = async (wedding: BookedWedding) => (await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`).expect(200)).body as Record<string, unknown>[];

describe('sending invitations', () => {
  it('mails every guest with an email a personal link, and counts those without one', async () => {
    const wedding = await weddingWithGuests([
      { name: 'José García', email: 'jose.rsvp@example.com' },
      { name: 'Zoë Brontë', email: 'zoe.rsvp@example.com' },
      { name: 'Grandma Rose' },
    ]);
    const before = (await sentMail(t)).length;
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    expect(res.body).toEqual({ sent: 2, skippedWithoutEmail: 1 });

    const mails = await sentMail(t);
    expect(mails.length - before).toBe(2);
    const jose = await invitationTo('jose.rsvp@example.com');
    const zoe = await invitationTo('zoe.rsvp@example.com');
    expect(jose.token).not.toBe(zoe.token);
    expect(jose.mail).toMatchObject({ template: 'guest-invitation', transport: 'outbox' });
    expect(jose.mail.subject).toContain("Sarah Johnson's wedding");
    expect(jose.mail.body).toContain('Dear José García,');
    expect(jose.mail.body).toContain(wedding.venue.name);

    const list = await listOf(wedding);
    expect(list.find((g) => g.name === 'José García')).toMatchObject({ invitedAt: TEST_NOW.toISOString() });
    expect(list.find((g) => g.name === 'Grandma Rose')).toMatchObject({ invitedAt: null });
  });

  it('stores only a hash of each link', async () => {
    const wedding = await weddingWithGuests([{ name: 'Ana', email: 'ana.hash@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('ana.hash@example.com');
    const rows: { rsvp_token_hash: string }[] = await t.orm.em.getConnection().execute('select rsvp_token_hash from guest where id = ?', [wedding.ids.get('Ana')]);
    expect(rows[0].rsvp_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].rsvp_token_hash).not.toContain(token);
  });

  it('sends nothing for a list without emails', async () => {
    const wedding = await weddingWithGuests([{ name: 'No Mail' }]);
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    expect(res.body).toEqual({ sent: 0, skippedWithoutEmail: 1 });
  });

  it('refuses once the wedding is over', async () => {
    const wedding = await weddingWithGuests([{ name: 'Late', email: 'late@example.com' }]);
    t.clock.set(new Date(`${addDays(wedding.eventDate, 2)}T18:00:00Z`));
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(409);
    expect(res.body.message).toMatch(/can no longer be sent/);
  });
});

describe('answering through the link', () => {
  it('shows the invitation, takes a confirmation with a plus-one, and the couple sees it', async () => {
    const wedding = await weddingWithGuests([{ name: 'José García', email: 'jose.answer@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('jose.answer@example.com');

    const guest = browserAgent(t.http); // the guest's own browser: no booking cookie
    const view = await guest.get(`/api/rsvp/${token}`).expect(200);
    expect(view.body).toEqual({
      guestName: 'José García',
      coupleName: 'Sarah Johnson',
      venueName: wedding.venue.name,
      venueLocation: wedding.venue.location,
      eventDate: wedding.eventDate,
      rsvpStatus: 'pending',
      plusOne: false,
      dietaryRestrictions: null,
      meal: null,
      respondedAt: null,
      canRespond: true,
    });

    const answered = await guest.post(`/api/rsvp/${token}`).send({ rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: ' Vegetarian ' }).expect(200);
    expect(answered.body).toMatchObject({ rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: 'Vegetarian', respondedAt: TEST_NOW.toISOString() });

    const list = await listOf(wedding);
    expect(list[0]).toMatchObject({ name: 'José García', rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: 'Vegetarian' });
    const stats = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests/stats`).expect(200);
    expect(stats.body).toMatchObject({ confirmed: 1, plusOnes: 1, dietaryNeeds: 1, expectedAttendance: 2 });
  });

  it('lets the guest change their mind, and keeps what they did not send', async () => {
    const wedding = await weddingWithGuests([{ name: 'Zoë', email: 'zoe.change@example.com', plusOne: true }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('zoe.change@example.com');
    await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'confirmed', dietaryRestrictions: 'Vegan' }).expect(200);
    const changed = await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'declined' }).expect(200);
    expect(changed.body).toMatchObject({ rsvpStatus: 'declined', plusOne: true, dietaryRestrictions: 'Vegan' });
  });

  it('stops an old link working once the invitations are sent again; the new one works', async () => {
    const wedding = await weddingWithGuests([{ name: 'Ana', email: 'ana.resend@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const first = await invitationTo('ana.resend@example.com');
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const second = await invitationTo('ana.resend@example.com');
    expect(second.token).not.toBe(first.token);

    await request(t.http).get(`/api/rsvp/${first.token}`).expect(404);
    await request(t.http).post(`/api/rsvp/${first.token}`).send({ rsvpStatus: 'confirmed' }).expect(404);
    await request(t.http).post(`/api/rsvp/${second.token}`).send({ rsvpStatus: 'confirmed' }).expect(200);
  });

  it("stops a link working once the couple corrects the guest's email; re-sending mails the new address", async () => {
    const wedding = await weddingWithGuests([{ name: 'Ivy', email: 'ivy.typo@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('ivy.typo@example.com');
    const fixed = await wedding.couple.patch(`/api/guests/${wedding.ids.get('Ivy')}`).send({ email: 'ivy@example.com' }).expect(200);
    expect(fixed.body.invitedAt).toBeNull();
    await request(t.http).get(`/api/rsvp/${token}`).expect(404);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    await request(t.http).get(`/api/rsvp/${(await invitationTo('ivy@example.com')).token}`).expect(200);
  });

  it('takes answers on the wedding day, and refuses them from the day after', async () => {
    const wedding = await weddingWithGuests([{ name: 'Ben', email: 'ben.late@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('ben.late@example.com');

    t.clock.set(new Date(`${wedding.eventDate}T22:00:00Z`)); // late afternoon in Texas, on the day
    await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'confirmed' }).expect(200);

    t.clock.set(new Date(`${addDays(wedding.eventDate, 1)}T15:00:00Z`));
    const view = await request(t.http).get(`/api/rsvp/${token}`).expect(200);
    expect(view.body).toMatchObject({ canRespond: false, rsvpStatus: 'confirmed' });
    const refused = await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'declined' }).expect(409);
    expect(refused.body.message).toMatch(/can no longer be changed/);
    t.clock.set(TEST_NOW);
    expect((await listOf(wedding))[0]).toMatchObject({ rsvpStatus: 'confirmed' });
  });

  it('takes no answers for a cancelled wedding', async () => {
    const wedding = await weddingWithGuests([{ name: 'Dev', email: 'dev.cancel@example.com' }]);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
    const { token } = await invitationTo('dev.cancel@example.com');
    await t.orm.em.getConnection().execute(`update booking set status = 'cancelled' where id = ?`, [wedding.bookingId]);
    expect((await request(t.http).get(`/api/rsvp/${token}`).expect(200)).body.canRespond).toBe(false);
    const res = await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'confirmed' }).expect(409);
    expect(res.body.message).toMatch(/cancelled/);
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(409);
  });

  it.each(['not-a-token', 'A'.repeat(43), 'x'.repeat(500)])('answers 404 for a token nobody was given (%#)', async (token) => {
    const res = await request(t.http).get(`/api/rsvp/${token}`).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Invitation not found' });
    await request(t.http).post(`/api/rsvp/${token}`).send({ rsvpStatus: 'confirmed' }).expect(404);
  });

  describe('with a bad answer', () => {
    let token: string;
    let wedding: BookedWedding & { ids: Map<string, string> };
    beforeAll(async () => {
      wedding = await weddingWithGuests([{ name: 'Cleo', email: 'cleo.bad@example.com' }]);
      await wedding.couple.post(`/api/bookings/${wedding.bookingId}/send-invitations`).expect(200);
      token = (await invitationTo('cleo.bad@example.com')).token;
    });

    it.each([
      ['rsvpStatus', {}],
      ['rsvpStatus', { rsvpStatus: 'pending' }],
      ['rsvpStatus', { rsvpStatus: 'maybe' }],
      ['plusOne', { rsvpStatus: 'confirmed', plusOne: 'yes' }],
      ['plusOne', { rsvpStatus: 'confirmed', plusOne: null }],
      ['dietaryRestrictions', { rsvpStatus: 'confirmed', dietaryRestrictions: 'x'.repeat(301) }],
      ['name', { rsvpStatus: 'confirmed', name: 'Someone Else' }],
    ])('refuses a bad %s with a 400 naming it, and records nothing', async (field, body) => {
      const res = await request(t.http).post(`/api/rsvp/${token}`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
      expect((await listOf(wedding))[0]).toMatchObject({ name: 'Cleo', rsvpStatus: 'pending', respondedAt: null });
    });
  });
});
