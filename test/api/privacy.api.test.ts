import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { signUpAndSignIn, signUpBody, TEST_PASSWORD } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import type { Agent } from './planning.helpers.js';

let t: TestApp;
let owner: Agent;
let venueId: string;
const TODAY = TEST_NOW.toISOString().slice(0, 10);

/** A couple whose every personal value is unusual enough to find anywhere in the database. */
const COUPLE = {
  firstName: 'Ysolde',
  lastName: 'Quarrington',
  email: 'ysolde.quarrington.privacy@example.com',
  phone: '(737) 913-2461',
};
const GUESTS = [
  { name: 'Perpetua Vandersloot', email: 'perpetua.vandersloot@example.com', phone: '(737) 913-2462' },
  { name: 'Thaddeus Oyelaran', email: 'thaddeus.oyelaran@example.com', phone: null },
];
/** What must be nowhere after the deletion, lower-cased. */
const PERSONAL = [COUPLE.firstName, COUPLE.lastName, COUPLE.email, COUPLE.phone, ...GUESTS.flatMap((g) => [g.name, g.email]), GUESTS[0].phone!].map((v) => v.toLowerCase());
const REVIEW = { stars: 4, title: 'A lovely barn evening', text: 'The staff kept everything on time and the dance floor was full until midnight.' };

async function signedUp(fields: Partial<typeof COUPLE> & { accountType?: string } = {}): Promise<{ agent: Agent; id: string; email: string }> {
  const agent = browserAgent(t.http);
  const email = fields.email ?? `privacy.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = await signUpAndSignIn(t, agent, signUpBody({ accountType: fields.accountType ?? 'customer', ...fields, email }), { verified: true });
  return { agent, id: account.id, email };
}

/** Books the next open date of the demo owner's venue, `from` days ahead or later. */
async function book(agent: Agent, customer: { name: string; email: string; phone: string }, from = 3): Promise<{ id: string; eventDate: string }> {
  for (let offset = from; ; offset++) {
    const date = addDays(TODAY, offset);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${date}&endDate=${date}`);
    if (!days.body[0].isAvailable) continue;
    const res = await agent
      .post('/api/bookings')
      .send({ venueId, customerName: customer.name, customerEmail: customer.email, customerPhone: customer.phone, eventDate: date, guestCount: 90, specialRequests: `Call ${customer.name} first` });
    expect(res.status).toBe(201);
    return { id: res.body.id, eventDate: date };
  }
}

/** Every text, JSON and array column of every table in the public schema, searched for each value. */
async function tracesOf(values: string[]): Promise<string[]> {
  const conn = t.orm.em.getConnection();
  const columns: { table_name: string; column_name: string }[] = await conn.execute(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'character')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const value of values) {
      const rows: { n: number }[] = await conn.execute(`select count(*)::int as n from "${table_name}" where strpos(lower("${column_name}"::text), ?) > 0`, [value]);
      if (Number(rows[0].n) > 0) found.push(`${table_name}.${column_name}: ${value}`);
    }
  }
  return found;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = browserAgent(t.http);
  await owner.post('/api/auth/sign-in').send(DEMO_OWNER).expect(200);
  venueId = (await owner.get('/api/my/venues').expect(200)).body[0].id;
}, 120_000);
afterAll(() => t.close());

describe('deleting an account with bookings, reviews and guests', () => {
  let couple: Agent;
  let booking: { id: string; eventDate: string };
  let figuresBefore: { analytics: unknown; summary: unknown };

  const figures = async () => ({
    analytics: (await owner.get(`/api/venues/${venueId}/analytics?period=12m`).expect(200)).body,
    summary: (await owner.get(`/api/venues/${venueId}/dashboard-summary`).expect(200)).body,
  });

  beforeAll(async () => {
    couple = (await signedUp(COUPLE)).agent;
    booking = await book(couple, { name: `${COUPLE.firstName} ${COUPLE.lastName}`, email: COUPLE.email, phone: COUPLE.phone });
    await owner.patch(`/api/bookings/${booking.id}/status`).send({ status: 'confirmed' }).expect(200);
    for (const guest of GUESTS) await couple.post('/api/guests').send({ bookingId: booking.id, ...guest, dietaryRestrictions: `${guest.name} eats no nuts` }).expect(201);
    await couple.post('/api/timeline/generate').send({ bookingId: booking.id }).expect(200);
    await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 900, description: `Fiddler for ${COUPLE.lastName}` }).expect(201);
    await couple.post(`/api/bookings/${booking.id}/comments`).send({ content: `Ask ${GUESTS[0].name} about the toast`, section: 'general' }).expect(201);
    await couple
      .post('/api/inquiries')
      .send({ venueId, coupleName: `${COUPLE.firstName} & Sam`, email: COUPLE.email, phone: COUPLE.phone, weddingDate: addDays(TODAY, 400), guestCount: 90, message: `This is ${COUPLE.firstName}: is next spring open?` })
      .expect(201);
    // The wedding takes place; the venue marks it completed and the couple reviews it.
    t.clock.set(new Date(`${addDays(booking.eventDate, 2)}T18:00:00Z`));
    await owner.post(`/api/venues/${venueId}/bookings/${booking.id}/complete`).expect(200);
    await couple.post(`/api/venues/${venueId}/reviews`).send(REVIEW).expect(201);
    await t.drainJobs();
    figuresBefore = await figures();
  }, 120_000);

  it('finds the couple in the database before, so the search below can fail', async () => {
    const found = await tracesOf(PERSONAL);
    expect(found).toEqual(expect.arrayContaining(['account.email: ' + COUPLE.email, 'guest.name: ' + GUESTS[0].name.toLowerCase(), 'booking.customer_phone: (737) 913-2461']));
  });

  it('gives the couple everything of theirs as a JSON file, without secrets', async () => {
    await browserAgent(t.http).get('/api/my/data').expect(401);
    const res = await couple.get('/api/my/data').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hill-country-weddings-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.body as Record<string, any>;
    expect(data.account).toMatchObject({ email: COUPLE.email, first_name: COUPLE.firstName, phone: COUPLE.phone });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.bookings).toEqual([expect.objectContaining({ id: booking.id, status: 'completed', customer_email: COUPLE.email })]);
    expect(data.bookings[0]).not.toHaveProperty('access_key_hash');
    expect(data.guests.map((g: { name: string }) => g.name).sort()).toEqual(GUESTS.map((g) => g.name).sort());
    expect(data.guests.every((g: object) => !('rsvp_token_hash' in g))).toBe(true);
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ title: REVIEW.title, stars: REVIEW.stars })]);
    expect(data.inquiriesSent).toEqual([expect.objectContaining({ email: COUPLE.email })]);
    expect(data.timelineTasks.length).toBeGreaterThan(0);
    expect(data.expenses).toEqual([expect.objectContaining({ description: `Fiddler for ${COUPLE.lastName}` })]);
    expect(data.planningComments).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/scrypt|\$s0\$|_hash"/);
  });

  it('asks for the password: 400 naming the field when missing, 403 when wrong, and deletes nothing', async () => {
    const missing = await couple.delete('/api/my/account').send({});
    expect([missing.status, missing.body.message]).toEqual([400, expect.stringContaining('password')]);
    const wrong = await couple.delete('/api/my/account').send({ password: 'not-my-password-at-all' });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'ACCOUNT.WRONG_PASSWORD']);
    await browserAgent(t.http).delete('/api/my/account').send({ password: TEST_PASSWORD }).expect(401);
    await couple.get('/api/auth/me').expect(200).expect((res) => expect(res.body.email).toBe(COUPLE.email));
  });

  it('refuses to delete an owner who still has venues', async () => {
    const res = await owner.delete('/api/my/account').send({ password: DEMO_OWNER.password });
    expect([res.status, res.body.code]).toEqual([409, 'ACCOUNT.OWNS_VENUES']);
    expect(res.body.message).toContain('Transfer or remove your venues first');
    await owner.get('/api/my/venues').expect(200);
  });

  it('deletes the account, leaves nothing personal in any table, and keeps the venue\'s figures whole', async () => {
    const res = await couple.delete('/api/my/account').send({ password: TEST_PASSWORD }).expect(200);
    expect(res.body).toEqual({ message: 'Your account was deleted.', cancelledBookings: 0 });
    await t.drainJobs();
    // Signed out, and the account cannot sign in again.
    expect((await couple.get('/api/auth/me').expect(200)).body).toBeNull();

    expect(await tracesOf(PERSONAL)).toEqual([]);
    expect(await figures()).toEqual(figuresBefore);
    // (Checked after the search: a failed sign-in keeps a throttle count under the address tried, as for any address.)
    await browserAgent(t.http).post('/api/auth/sign-in').send({ email: COUPLE.email, password: TEST_PASSWORD }).expect(401);

    // The review stays with its stars and words, without its author.
    const reviews = (await request(t.http).get(`/api/venues/${venueId}/reviews?pageSize=50`).expect(200)).body as { title: string; stars: number; authorName: string }[];
    expect(reviews.find((r) => r.title === REVIEW.title)).toMatchObject({ stars: REVIEW.stars, text: REVIEW.text, authorName: 'Verified couple' });
    // The booking stays in the owner's list, anonymised.
    const row: { customer_name: string; customer_email: string; status: string; customer_id: string | null }[] = await t.orm.em
      .getConnection()
      .execute('select customer_name, customer_email, status, customer_id from booking where id = ?', [booking.id]);
    expect(row[0]).toMatchObject({ customer_name: 'Deleted couple', status: 'completed', customer_id: null });
    expect(row[0].customer_email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
  });
});

describe('deleting an account with a booking still ahead', () => {
  it('cancels the booking, frees the date and tells the venue without naming the couple', async () => {
    const { agent, email } = await signedUp({ firstName: 'Wilhelmina', lastName: 'Ashdown-Pryce' });
    const ahead = await book(agent, { name: 'Wilhelmina Ashdown-Pryce', email, phone: '(737) 913-2463' }, 40);
    await owner.patch(`/api/bookings/${ahead.id}/status`).send({ status: 'confirmed' }).expect(200);
    const res = await agent.delete('/api/my/account').send({ password: TEST_PASSWORD }).expect(200);
    expect(res.body.cancelledBookings).toBe(1);
    const days = await request(t.http).get(`/api/venues/${venueId}/availability?startDate=${ahead.eventDate}&endDate=${ahead.eventDate}`).expect(200);
    expect(days.body[0].isAvailable).toBe(true);
    const notices = await sentMail(t, { to: DEMO_OWNER.email, template: 'account-deleted-notice' });
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain('the couple deleted their account');
    expect(`${notices[0].subject} ${notices[0].body}`).not.toMatch(/Wilhelmina|Ashdown/);
    expect(await tracesOf(['wilhelmina', 'ashdown-pryce', email, '(737) 913-2463'])).toEqual([]);
  });
});

describe('a guest asks to be forgotten from their RSVP link', () => {
  it("removes the guest's details, keeps a declined place on the couple's list, and ends the link", async () => {
    const { agent } = await signedUp({ firstName: 'Rosalind', lastName: 'Okonkwo' });
    const wedding = await book(agent, { name: 'Rosalind Okonkwo', email: 'rosalind.okonkwo@example.com', phone: '(737) 913-2464' }, 60);
    await owner.patch(`/api/bookings/${wedding.id}/status`).send({ status: 'confirmed' }).expect(200);
    await agent.post('/api/guests').send({ bookingId: wedding.id, name: 'Cornelius Fairweather', email: 'cornelius.fairweather@example.com', phone: '(737) 913-2465' }).expect(201);
    await agent.post('/api/guests').send({ bookingId: wedding.id, name: 'Stays On List' }).expect(201);
    await agent.post(`/api/bookings/${wedding.id}/send-invitations`).expect(200);
    const [mail] = await sentMail(t, { to: 'cornelius.fairweather@example.com' });
    const token = /\/rsvp\/([A-Za-z0-9_-]{43})/.exec(mail.body ?? '')?.[1];
    expect(token).toBeDefined();
    const statsBefore = (await agent.get(`/api/bookings/${wedding.id}/guests/stats`).expect(200)).body as { total: number };

    await request(t.http).post(`/api/rsvp/${token}`).set('X-HCW-CSRF', '1').send({ rsvpStatus: 'confirmed', plusOne: false }).expect(200);
    await t.drainJobs();
    await request(t.http).get(`/api/rsvp/${token}`).expect(200);
    // Before: the guest's name is on the list, in the couple's planning feed and in the mail they got.
    expect(await tracesOf(['fairweather'])).toEqual(expect.arrayContaining(['guest.name: fairweather', 'activity.user_name: fairweather', 'mail_message.recipient: fairweather']));
    await request(t.http).post(`/api/rsvp/${token}/forget`).set('X-HCW-CSRF', '1').expect(204);
    await request(t.http).get(`/api/rsvp/${token}`).expect(404);
    await request(t.http).post(`/api/rsvp/${token}/forget`).set('X-HCW-CSRF', '1').expect(404);
    await request(t.http).post('/api/rsvp/not-a-token/forget').set('X-HCW-CSRF', '1').expect(404);

    const guests = (await agent.get(`/api/bookings/${wedding.id}/guests`).expect(200)).body as { name: string; email: string | null; phone: string | null; rsvpStatus: string }[];
    expect(guests.map((g) => g.name).sort()).toEqual(['Guest removed at their request', 'Stays On List']);
    expect(guests.find((g) => g.name === 'Guest removed at their request')).toMatchObject({ email: null, phone: null, rsvpStatus: 'declined' });
    expect(((await agent.get(`/api/bookings/${wedding.id}/guests/stats`).expect(200)).body as { total: number }).total).toBe(statsBefore.total);
    await t.drainJobs();
    expect(await tracesOf(['cornelius', 'fairweather', '(737) 913-2465'])).toEqual([]);
  });
});
