import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type request from 'supertest';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';
import { sentMail } from '../support/sent-mail.js';
import { dateBooker, signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// Households, plus-one names and meals on the signed-in couple's guest list; sending to a chosen
// few; and the guest lists Zola, The Knot and Joy export.
let t: TestApp;
let couple: Agent;
let otherCouple: Agent;
let owner: Agent;
let bookingId: string;
let book: ReturnType<typeof dateBooker>;

beforeAll(async () => {
  t = await startTestApp();
  couple = (await signedInCouple(t)).agent;
  otherCouple = (await signedInCouple(t)).agent;
  owner = await signedInOwner(t);
  book = dateBooker(t);
  bookingId = (await book(couple)).id;
  await book(otherCouple);
});
afterAll(() => t.close());

interface GuestBody {
  id: string;
  name: string;
  email: string | null;
  household: string | null;
  plusOne: boolean;
  plusOneName: string | null;
  meal: string | null;
  rsvpStatus: string;
  dietaryRestrictions: string | null;
  invitedAt: string | null;
}

const list = async (agent: Agent, id = bookingId) => (await agent.get(`/api/bookings/${id}/guests`).expect(200)).body as GuestBody[];
const add = async (body: Record<string, unknown>, id = bookingId) => (await couple.post('/api/guests').send({ bookingId: id, ...body }).expect(201)).body as GuestBody;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/guest-exports/${name}`, import.meta.url), 'utf8');

describe('a guest with a household, a named plus-one and a meal', () => {
  let ana: GuestBody;
  beforeAll(async () => {
    ana = await add({ name: 'Ana García', household: ' The Garcías ', plusOneName: 'Luis García', meal: 'fish' });
  });

  it('is stored and listed with all three, the named plus-one counting as a plus-one', async () => {
    expect(ana).toMatchObject({ household: 'The Garcías', plusOne: true, plusOneName: 'Luis García', meal: 'fish' });
    expect((await list(couple)).find((g) => g.id === ana.id)).toMatchObject({ household: 'The Garcías', plusOneName: 'Luis García', meal: 'fish' });
  });

  it('lets the couple change the meal and clear it again', async () => {
    const patch = (body: object) => couple.patch(`/api/guests/${ana.id}`).send(body).expect(200);
    expect((await patch({ meal: 'vegan' })).body.meal).toBe('vegan');
    expect((await patch({ meal: null })).body.meal).toBeNull();
  });

  it("drops the plus-one's name when the plus-one is taken away", async () => {
    const res = await couple.patch(`/api/guests/${ana.id}`).send({ plusOne: false }).expect(200);
    expect(res.body).toMatchObject({ plusOne: false, plusOneName: null });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a meal not on the menu', { meal: 'lobster' }, 'meal'],
    ['a meal that is not text', { meal: 3 }, 'meal'],
    ['a household that is too long', { household: 'h'.repeat(121) }, 'household'],
    ['a household holding NUL', { household: 'The\u0000Garcías' }, 'household'],
    ['a plus-one name that is too long', { plusOneName: 'p'.repeat(121) }, 'plusOneName'],
    ['a plus-one name without a plus-one', { plusOne: false, plusOneName: 'Luis' }, 'plusOneName'],
  ];

  it.each(refusals)('refuses %s with 400 naming the field, on add and on edit', async (_, body, field) => {
    const added = await couple.post('/api/guests').send({ bookingId, name: 'Zoë', ...body });
    expect({ status: added.status, field: added.body.field }).toEqual({ status: 400, field });
    const edited = await couple.patch(`/api/guests/${ana.id}`).send(body);
    expect({ status: edited.status, field: edited.body.field }).toEqual({ status: 400, field });
  });

  it('is held to the same rules by the database itself', async () => {
    const em = t.orm.em.fork() as SqlEntityManager;
    await expect(em.execute(`update guest set meal = 'lobster' where id = ?`, [ana.id])).rejects.toThrow(/check/i);
    await expect(em.execute(`update guest set plus_one = false, plus_one_name = 'Luis' where id = ?`, [ana.id])).rejects.toThrow(/check/i);
    await expect(em.execute(`update guest set household = ? where id = ?`, ['h'.repeat(121), ana.id])).rejects.toThrow(/check/i);
  });
});

describe("another couple, a venue owner and a stranger", () => {
  let guestId: string;
  beforeAll(async () => {
    guestId = (await add({ name: 'Private Guest', household: 'The Privates', meal: 'beef' })).id;
  });

  const attempts: [string, (a: Agent) => request.Test][] = [
    ['read the list', (a) => a.get(`/api/bookings/${bookingId}/guests`)],
    ['read the counts', (a) => a.get(`/api/bookings/${bookingId}/guests/stats`)],
    ['add a guest', (a) => a.post('/api/guests').send({ bookingId, name: 'Intruder', household: 'The Garcías' })],
    ['change a meal', (a) => a.patch(`/api/guests/${guestId}`).send({ meal: 'vegan' })],
    ['change a household', (a) => a.patch(`/api/guests/${guestId}`).send({ household: 'Elsewhere' })],
    ['mail a chosen guest', (a) => a.post(`/api/bookings/${bookingId}/send-invitations`).send({ guestIds: [guestId] })],
    ['preview an import', (a) => a.post(`/api/bookings/${bookingId}/guests/import/preview`).send({ csv: fixture('zola-guest-list.csv') })],
    ['export the list', (a) => a.get(`/api/bookings/${bookingId}/guests.csv`)],
  ];

  it.each(attempts)('cannot %s: 404, as for the booking itself', async (_, attempt) => {
    for (const agent of [otherCouple, owner, browserAgent(t.http)]) {
      const res = await attempt(agent);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Private Guest|The Privates/);
    }
    expect((await list(couple)).find((g) => g.id === guestId)).toMatchObject({ meal: 'beef', household: 'The Privates' });
  });
});

describe('sending invitations to the guests the couple chose', () => {
  let id: string;
  let guests: GuestBody[];
  beforeAll(async () => {
    id = (await book(couple)).id;
    for (const [name, email] of [['Wren Answered', 'wren@example.com'], ['Nell Waiting', 'nell@example.com'], ['Otto Waiting', 'otto@example.com'], ['Ida NoEmail', null]]) {
      await add({ name, email }, id);
    }
    guests = await list(couple, id);
    await couple.patch(`/api/guests/${guests[0].id}`).send({ rsvpStatus: 'confirmed' }).expect(200);
  });

  it('mails exactly the guests who have not replied, and no one else', async () => {
    const notReplied = (await list(couple, id)).filter((g) => g.rsvpStatus === 'pending');
    const res = await couple.post(`/api/bookings/${id}/send-invitations`).send({ guestIds: notReplied.map((g) => g.id) }).expect(200);
    expect(res.body).toEqual({ sent: 2, skippedWithoutEmail: 1 });
    const mailed = (await sentMail(t, { template: 'guest-invitation' })).map((m) => m.recipient);
    expect(mailed).toEqual(expect.arrayContaining(['nell@example.com', 'otto@example.com']));
    expect(mailed).not.toContain('wren@example.com');
    const after = await list(couple, id);
    expect(after.filter((g) => g.invitedAt).map((g) => g.name).sort()).toEqual(['Nell Waiting', 'Otto Waiting']);
  });

  it('still mails everyone with an address when no guests are named', async () => {
    expect((await couple.post(`/api/bookings/${id}/send-invitations`).expect(200)).body).toEqual({ sent: 3, skippedWithoutEmail: 1 });
  });

  it("refuses a guest of another couple's list as not found, mailing nobody", async () => {
    const theirs = (await otherCouple.post('/api/guests').send({ bookingId: (await book(otherCouple)).id, name: 'Theirs', email: 'theirs@example.com' }).expect(201)).body.id;
    const res = await couple.post(`/api/bookings/${id}/send-invitations`).send({ guestIds: [guests[1].id, theirs] });
    expect(res.status).toBe(404);
    expect(await sentMail(t, { to: 'theirs@example.com' })).toEqual([]);
  });

  it.each([
    ['no guest at all', { guestIds: [] }],
    ['something that is not an id', { guestIds: ['nell'] }],
    ['not a list', { guestIds: 'all' }],
  ])('refuses %s with 400 naming guestIds', async (_, body) => {
    const res = await couple.post(`/api/bookings/${id}/send-invitations`).send(body);
    expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field: 'guestIds' });
  });
});

interface Expected {
  name: string;
  household: string | null;
  email: string | null;
  rsvpStatus: string;
  meal: string | null;
  plusOne: boolean;
}

const imports: [string, string, Expected[]][] = [
  [
    'Zola',
    'zola-guest-list.csv',
    [
      { name: 'Luis García', household: 'Luis & Ana García', email: 'luis.garcia@example.com', rsvpStatus: 'confirmed', meal: 'beef', plusOne: false },
      { name: 'Ana García', household: 'Luis & Ana García', email: null, rsvpStatus: 'confirmed', meal: null, plusOne: false },
      { name: 'Zoë Brontë', household: null, email: 'zoe@example.com', rsvpStatus: 'pending', meal: null, plusOne: true },
      { name: 'Sam Peña', household: 'Sam Peña & Alex Rivera', email: 'sam.pena@example.com', rsvpStatus: 'declined', meal: null, plusOne: false },
      { name: 'Alex Rivera', household: 'Sam Peña & Alex Rivera', email: null, rsvpStatus: 'declined', meal: null, plusOne: false },
      { name: 'Rose Miller', household: null, email: null, rsvpStatus: 'pending', meal: 'vegetarian', plusOne: false },
    ],
  ],
  [
    'The Knot',
    'the-knot-guest-list.csv',
    [
      { name: 'Maria Lopez', household: 'The Lopez Family', email: 'maria.lopez@example.com', rsvpStatus: 'confirmed', meal: 'chicken', plusOne: false },
      { name: 'Carlos Lopez', household: 'The Lopez Family', email: null, rsvpStatus: 'confirmed', meal: 'kids', plusOne: false },
      { name: 'Hannah Kim', household: null, email: 'hannah.kim@example.com', rsvpStatus: 'pending', meal: null, plusOne: false },
      { name: 'Jae Kim', household: 'The Kims', email: 'jae.kim@example.com', rsvpStatus: 'declined', meal: null, plusOne: false },
    ],
  ],
  [
    'Joy',
    'joy-guest-list.csv',
    [
      { name: 'Linh Nguyen', household: 'The Nguyens', email: 'linh.nguyen@example.com', rsvpStatus: 'confirmed', meal: 'fish', plusOne: false },
      { name: 'Minh Nguyen', household: 'The Nguyens', email: null, rsvpStatus: 'confirmed', meal: 'vegan', plusOne: false },
      { name: 'Owen Price', household: 'Owen Price', email: 'owen.price@example.com', rsvpStatus: 'pending', meal: null, plusOne: false },
    ],
  ],
];

describe.each(imports)('a guest list exported from %s', (_, file, expected) => {
  let id: string;
  const csv = fixture(file);
  const pick = ({ name, household, email, rsvpStatus, meal, plusOne }: Expected) => ({ name, household, email, rsvpStatus, meal, plusOne });

  beforeAll(async () => {
    id = (await book(couple)).id;
  });

  it('previews every guest, partners included, with their households, answers and meals', async () => {
    const res = await couple.post(`/api/bookings/${id}/guests/import/preview`).send({ csv }).expect(200);
    expect(res.body).toMatchObject({ validCount: expected.length, errorCount: 0, duplicateCount: 0, existingCount: 0 });
    expect(res.body.rows.map(pick)).toEqual(expected);
  });

  it('imports them all, and the list shows the same guests and households', async () => {
    const res = await couple.post(`/api/bookings/${id}/guests/import`).send({ csv }).expect(201);
    expect(res.body).toEqual({ imported: expected.length, skipped: 0, skippedWithErrors: 0, skippedDuplicates: 0 });
    expect((await list(couple, id)).map(pick)).toEqual(expected);
  });

  it('finds every guest a duplicate when the same file comes again', async () => {
    const res = await couple.post(`/api/bookings/${id}/guests/import/preview`).send({ csv }).expect(200);
    expect(res.body).toMatchObject({ validCount: 0, duplicateCount: expected.length });
  });
});
