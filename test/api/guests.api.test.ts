import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GuestEntity } from '../../adapters/persistence/entities/guest.entity.js';
import { browserAgent, startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { weddingBooker, type BookedWedding } from './guests.helpers.js';

let t: TestApp;
let bookWedding: ReturnType<typeof weddingBooker>;

beforeAll(async () => {
  t = await startTestApp();
  bookWedding = weddingBooker(t);
});
afterAll(() => t.close());

const guestRows = (bookingId?: string) => t.orm.em.fork().count(GuestEntity, bookingId ? { bookingId } : {});

describe('adding and listing guests', () => {
  let wedding: BookedWedding;
  beforeAll(async () => {
    wedding = await bookWedding();
  });

  it('starts with an empty list', async () => {
    const res = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`).expect(200);
    expect(res.body).toEqual([]);
  });

  it('adds a pending guest as the spec client sends it, trimmed, blank optional text as null', async () => {
    const res = await wedding.couple
      .post('/api/guests')
      .send({
        bookingId: wedding.bookingId,
        name: '  José García  ',
        email: ' Jose@Example.com ',
        phone: '',
        dietaryRestrictions: '   ',
        plusOne: true,
        tableAssignment: '4',
        specialRequests: '',
        rsvpStatus: 'pending',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      bookingId: wedding.bookingId,
      name: 'José García',
      email: 'jose@example.com',
      phone: null,
      dietaryRestrictions: null,
      plusOne: true,
      tableAssignment: '4',
      specialRequests: null,
      household: null,
      plusOneName: null,
      meal: null,
      rsvpStatus: 'pending',
      invitedAt: null,
      respondedAt: null,
      createdAt: TEST_NOW.toISOString(),
    });
  });

  it('needs only a name', async () => {
    const res = await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name: 'Zoë Brontë' }).expect(201);
    expect(res.body).toMatchObject({ name: 'Zoë Brontë', email: null, plusOne: false, rsvpStatus: 'pending' });
  });

  it('lists the guests in the order they were added, without any token hash', async () => {
    const res = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`).expect(200);
    expect(res.body.map((g: { name: string }) => g.name)).toEqual(['José García', 'Zoë Brontë']);
    expect(JSON.stringify(res.body)).not.toMatch(/token|hash/i);
  });
});

describe('PATCH /api/guests/:guestId', () => {
  let wedding: BookedWedding;
  const addGuest = async (name: string) =>
    (await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name, rsvpStatus: 'pending' }).expect(201)).body as { id: string };

  beforeAll(async () => {
    wedding = await bookWedding();
  });

  it('confirms a pending guest and records when', async () => {
    const guest = await addGuest('Ana Ruiz');
    const res = await wedding.couple.patch(`/api/guests/${guest.id}`).send({ rsvpStatus: 'confirmed' }).expect(200);
    expect(res.body).toMatchObject({ id: guest.id, rsvpStatus: 'confirmed', respondedAt: TEST_NOW.toISOString() });
  });

  it('declines a pending guest, and may correct the answer to confirmed later', async () => {
    const guest = await addGuest('Ben Ortiz');
    await wedding.couple.patch(`/api/guests/${guest.id}`).send({ rsvpStatus: 'declined' }).expect(200);
    const res = await wedding.couple.patch(`/api/guests/${guest.id}`).send({ rsvpStatus: 'confirmed' }).expect(200);
    expect(res.body.rsvpStatus).toBe('confirmed');
  });

  it('never sets an answer back to pending (409, naming rsvpStatus)', async () => {
    const guest = await addGuest('Cleo Park');
    await wedding.couple.patch(`/api/guests/${guest.id}`).send({ rsvpStatus: 'confirmed' }).expect(200);
    const res = await wedding.couple.patch(`/api/guests/${guest.id}`).send({ rsvpStatus: 'pending' }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, field: 'rsvpStatus' });
    const list = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`);
    expect(list.body.find((g: { id: string }) => g.id === guest.id).rsvpStatus).toBe('confirmed');
  });

  it('edits the other fields, leaving out what was not sent and clearing what was sent blank', async () => {
    const created = await wedding.couple
      .post('/api/guests')
      .send({ bookingId: wedding.bookingId, name: 'Dev Patel', email: 'dev@example.com', tableAssignment: '2', dietaryRestrictions: 'Vegan' })
      .expect(201);
    const res = await wedding.couple
      .patch(`/api/guests/${created.body.id}`)
      .send({ name: ' Dev  Patel ', tableAssignment: '', plusOne: true, phone: '+1 (512) 555-0100', specialRequests: null })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Dev  Patel',
      email: 'dev@example.com',
      tableAssignment: null,
      dietaryRestrictions: 'Vegan',
      plusOne: true,
      phone: '+1 (512) 555-0100',
      rsvpStatus: 'pending',
      respondedAt: null,
    });
  });

  it('answers 404 for a guest that does not exist, or is named by something that is not an id', async () => {
    await wedding.couple.patch('/api/guests/00000000-0000-4000-8000-000000000000').send({ rsvpStatus: 'confirmed' }).expect(404);
    await wedding.couple.patch('/api/guests/not-an-id').send({ rsvpStatus: 'confirmed' }).expect(404);
  });

  it('answers 404 when the body names another booking than the guest is on', async () => {
    const guest = await addGuest('Eve Stone');
    const other = await bookWedding();
    await wedding.couple.patch(`/api/guests/${guest.id}`).send({ bookingId: other.bookingId, rsvpStatus: 'confirmed' }).expect(404);
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: null }],
    ['name', { name: 'x'.repeat(121) }],
    ['email', { email: 'dev at example' }],
    ['phone', { phone: 'call me' }],
    ['plusOne', { plusOne: 'yes' }],
    ['rsvpStatus', { rsvpStatus: 'maybe' }],
    ['tableAssignment', { tableAssignment: 'x'.repeat(61) }],
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, change) => {
    const guest = await addGuest('Fay Lin');
    const res = await wedding.couple.patch(`/api/guests/${guest.id}`).send(change).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    const stored = await t.orm.em.fork().findOneOrFail(GuestEntity, { id: guest.id });
    expect(stored).toMatchObject({ name: 'Fay Lin', email: null, phone: null, plusOne: false, rsvpStatus: 'pending' });
  });
});

describe('POST /api/guests with bad input', () => {
  let wedding: BookedWedding;
  beforeAll(async () => {
    wedding = await bookWedding();
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '    ' }],
    ['name', { name: undefined }],
    ['name', { name: 42 }],
    ['name', { name: 'x'.repeat(121) }],
    ['email', { email: 'jose@' }],
    ['email', { email: 'jose example.com' }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['phone', { phone: 'ask her sister' }],
    ['phone', { phone: '1'.repeat(31) }],
    ['dietaryRestrictions', { dietaryRestrictions: 'x'.repeat(301) }],
    ['plusOne', { plusOne: 'yes' }],
    ['tableAssignment', { tableAssignment: 12 }],
    ['specialRequests', { specialRequests: 'x'.repeat(501) }],
    ['rsvpStatus', { rsvpStatus: 'confirmed' }],
    ['bookingId', { bookingId: 'my-wedding' }],
    ['bookingId', { bookingId: undefined }],
    ['invitedAt', { invitedAt: '2026-11-21T00:00:00Z' }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const before = await guestRows();
    const res = await wedding.couple
      .post('/api/guests')
      .send({ bookingId: wedding.bookingId, name: 'José García', ...change })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
    expect(typeof res.body.message).toBe('string');
    expect(await guestRows()).toBe(before);
  });

  it('answers 404 for a booking that does not exist', async () => {
    await wedding.couple.post('/api/guests').send({ bookingId: '00000000-0000-4000-8000-000000000000', name: 'Ana' }).expect(404);
  });
});

describe('GET /api/bookings/:id/guests/stats', () => {
  it('counts answers, and plus-ones and dietary needs among confirmed guests', async () => {
    const wedding = await bookWedding();
    const guests: [string, { plusOne?: boolean; dietaryRestrictions?: string }, string][] = [
      ['Ana', { plusOne: true, dietaryRestrictions: 'Vegetarian' }, 'confirmed'],
      ['Ben', { plusOne: true }, 'confirmed'],
      ['Cleo', { dietaryRestrictions: 'Gluten free' }, 'confirmed'],
      ['Dev', { plusOne: true, dietaryRestrictions: 'Nut allergy' }, 'declined'],
      ['Eve', { plusOne: true, dietaryRestrictions: 'Vegan' }, 'pending'],
      ['Fay', {}, 'pending'],
    ];
    for (const [name, fields, status] of guests) {
      const res = await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name, ...fields }).expect(201);
      if (status !== 'pending') await wedding.couple.patch(`/api/guests/${res.body.id}`).send({ rsvpStatus: status }).expect(200);
    }
    const stats = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests/stats`).expect(200);
    expect(stats.body).toEqual({ total: 6, confirmed: 3, declined: 1, pending: 2, plusOnes: 2, dietaryNeeds: 2, expectedAttendance: 5 });
  });
});

describe('another browser', () => {
  let wedding: BookedWedding;
  let guestId: string;
  let stranger: ReturnType<typeof browserAgent>;

  beforeAll(async () => {
    wedding = await bookWedding();
    guestId = (await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name: 'Ana', email: 'ana@example.com' }).expect(201)).body.id;
    // A stranger with a booking (and so a cookie) of their own.
    stranger = (await bookWedding('Someone Else')).couple;
  });

  const attempts: [string, (agent: ReturnType<typeof browserAgent>) => request.Test][] = [
    ['reads the list', (a) => a.get(`/api/bookings/${wedding.bookingId}/guests`)],
    ['reads the stats', (a) => a.get(`/api/bookings/${wedding.bookingId}/guests/stats`)],
    ['adds a guest', (a) => a.post('/api/guests').send({ bookingId: wedding.bookingId, name: 'Intruder' })],
    ['edits a guest', (a) => a.patch(`/api/guests/${guestId}`).send({ rsvpStatus: 'declined' })],
    ['sends the invitations', (a) => a.post(`/api/bookings/${wedding.bookingId}/send-invitations`)],
    ['exports the list', (a) => a.get(`/api/bookings/${wedding.bookingId}/guests.csv`)],
    ['previews an import', (a) => a.post(`/api/bookings/${wedding.bookingId}/guests/import/preview`).send({ csv: 'Name\nIntruder\n' })],
    ['imports a file', (a) => a.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv: 'Name\nIntruder\n' })],
  ];

  it.each(attempts)('gets 404 when it %s, as for the booking itself, and nothing changes', async (_, attempt) => {
    for (const agent of [stranger, browserAgent(t.http)]) {
      const res = await attempt(agent).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const list = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: guestId, name: 'Ana', rsvpStatus: 'pending', invitedAt: null })]);
  });
});

describe('the limit of 1,000 guests per booking', () => {
  it('fills a list to 1,000 and refuses the 1,001st guest with 409', async () => {
    const wedding = await bookWedding();
    const csv = ['Name', ...Array.from({ length: 1000 }, (_, i) => `Guest ${i + 1}`)].join('\n');
    const imported = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv }).expect(201);
    expect(imported.body.imported).toBe(1000);
    const res = await wedding.couple.post('/api/guests').send({ bookingId: wedding.bookingId, name: 'One Too Many' }).expect(409);
    expect(res.body.message).toMatch(/at most 1,000 guests/);
    expect(await guestRows(wedding.bookingId)).toBe(1000);
  });

  it('refuses an import that would overflow the list, saving none of it', async () => {
    const wedding = await bookWedding();
    const first = ['Name', ...Array.from({ length: 990 }, (_, i) => `Guest ${i + 1}`)].join('\n');
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv: first }).expect(201);
    const second = ['Name', ...Array.from({ length: 20 }, (_, i) => `Late Guest ${i + 1}`)].join('\n');
    await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv: second }).expect(409);
    expect(await guestRows(wedding.bookingId)).toBe(990);
  });

  it('lets only one of two imports that together would overflow the list through, even at the same moment', async () => {
    const wedding = await bookWedding();
    const file = (prefix: string) => ({ csv: ['Name', ...Array.from({ length: 600 }, (_, i) => `${prefix} ${i + 1}`)].join('\n') });
    const results = await Promise.all([
      wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send(file('Bride side')),
      wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send(file('Groom side')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await guestRows(wedding.bookingId)).toBe(600);
  });
});
