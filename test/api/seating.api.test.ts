import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { signUpAndSignIn, signUpBody } from '../support/accounts.js';
import { sentMail } from '../support/sent-mail.js';
import { browserAgent, startTestApp, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, signedInOwner, type Agent } from './planning.helpers.js';

// The seating plan of a booking: tables, guests seated by their own tableAssignment, warnings,
// and the printed chart with place cards.
let t: TestApp;
let couple: Agent;
let otherCouple: Agent;
let owner: Agent;
let bookingId: string;
let otherBookingId: string;
const guests: Record<'ana' | 'luis' | 'zoe' | 'rose', string> = { ana: '', luis: '', zoe: '', rose: '' };
let strangerGuestId: string;

interface Seating {
  bookingId: string;
  canEdit: boolean;
  tables: { id: string; name: string; seats: number; seatsUsed: number; guestIds: string[] }[];
  unassignedGuestIds: string[];
  guests: { id: string; name: string; plusOne: boolean; rsvpStatus: string; household: string | null; householdKey: string | null; tableAssignment: string | null; tableId: string | null }[];
  warnings: { type: string; tableId: string | null; guestId: string | null; message: string }[];
}

const path = (id = bookingId) => `/api/bookings/${id}/seating`;
const get = async (agent: Agent = couple) => (await agent.get(path()).expect(200)).body as Seating;
const put = async (body: object) => (await couple.put(path()).send(body).expect(200)).body as Seating;
const guestList = async () => (await couple.get(`/api/bookings/${bookingId}/guests`).expect(200)).body as { id: string; tableAssignment: string | null }[];
const tablesOf = (seating: Seating) => seating.tables.map(({ id, name, seats }) => ({ id, name, seats }));
const addGuest = async (agent: Agent, id: string, body: object) => (await agent.post('/api/guests').send({ bookingId: id, ...body }).expect(201)).body.id as string;

beforeAll(async () => {
  t = await startTestApp();
  couple = (await signedInCouple(t, undefined, { firstName: 'José', lastName: 'García' })).agent;
  otherCouple = (await signedInCouple(t)).agent;
  owner = await signedInOwner(t);
  const book = dateBooker(t);
  bookingId = (await book(couple)).id;
  otherBookingId = (await book(otherCouple)).id;
  guests.ana = await addGuest(couple, bookingId, { name: 'Ana García', household: 'The Garcías', plusOne: true });
  guests.zoe = await addGuest(couple, bookingId, { name: 'Zoë Brontë' });
  guests.luis = await addGuest(couple, bookingId, { name: 'Luis García', household: 'the garcías' });
  guests.rose = await addGuest(couple, bookingId, { name: 'Rose Diaz' });
  await couple.patch(`/api/guests/${guests.rose}`).send({ rsvpStatus: 'declined' }).expect(200);
  strangerGuestId = await addGuest(otherCouple, otherBookingId, { name: 'Someone Else' });
});
afterAll(() => t.close());

describe('GET /api/bookings/:id/seating', () => {
  it('starts with no tables and every guest unassigned, households together', async () => {
    const seating = await get();
    expect(seating).toMatchObject({ bookingId, canEdit: true, tables: [], warnings: [] });
    expect(seating.unassignedGuestIds).toEqual([guests.ana, guests.luis, guests.zoe, guests.rose]);
    expect(seating.guests[0]).toEqual({
      id: guests.ana, name: 'Ana García', plusOne: true, plusOneName: null, rsvpStatus: 'pending',
      household: 'The Garcías', householdKey: 'the garcías', tableAssignment: null, tableId: null,
    });
    expect(seating.guests[1].householdKey).toBe('the garcías');
  });
});

describe('PUT /api/bookings/:id/seating', () => {
  let table1: string;
  let table2: string;

  it("creates tables, seats three guests, and the guest list's tableAssignment says the same", async () => {
    const created = await put({ tables: [{ name: 'Table 1', seats: 8 }, { name: ' Head  Table ', seats: 4 }] });
    expect(created.tables.map(({ name, seats, seatsUsed }) => ({ name, seats, seatsUsed }))).toEqual([
      { name: 'Table 1', seats: 8, seatsUsed: 0 },
      { name: 'Head Table', seats: 4, seatsUsed: 0 },
    ]);
    [table1, table2] = created.tables.map((table) => table.id);
    await put({
      tables: tablesOf(created),
      assignments: [
        { guestId: guests.ana, tableId: table1 },
        { guestId: guests.luis, tableId: table1 },
        { guestId: guests.zoe, tableId: table2 },
      ],
    });
    const seating = await get();
    expect(seating.tables.map(({ name, seatsUsed, guestIds }) => ({ name, seatsUsed, guestIds }))).toEqual([
      { name: 'Table 1', seatsUsed: 3, guestIds: [guests.ana, guests.luis] },
      { name: 'Head Table', seatsUsed: 1, guestIds: [guests.zoe] },
    ]);
    expect(seating.unassignedGuestIds).toEqual([guests.rose]);
    expect(seating.guests.find((g) => g.id === guests.zoe)).toMatchObject({ tableAssignment: 'Head Table', tableId: table2 });
    const list = await guestList();
    expect(Object.fromEntries(list.map((g) => [g.id, g.tableAssignment]))).toEqual({
      [guests.ana]: 'Table 1',
      [guests.luis]: 'Table 1',
      [guests.zoe]: 'Head Table',
      [guests.rose]: null,
    });
  });

  it('renames a table and rewrites the tableAssignment of the guests at it', async () => {
    const seating = await put({ tables: [{ id: table1, name: 'Family', seats: 8 }, { id: table2, name: 'Head Table', seats: 4 }] });
    expect(seating.tables[0]).toMatchObject({ id: table1, name: 'Family', guestIds: [guests.ana, guests.luis] });
    expect((await guestList()).filter((g) => g.tableAssignment === 'Family').map((g) => g.id).sort()).toEqual([guests.ana, guests.luis].sort());
  });

  it('warns about an over-full table and a guest who declined but has a seat', async () => {
    const seating = await put({
      tables: [{ id: table1, name: 'Family', seats: 2 }, { id: table2, name: 'Head Table', seats: 4 }],
      assignments: [{ guestId: guests.rose, tableId: table2 }],
    });
    expect(seating.warnings).toEqual([
      { type: 'over-capacity', tableId: table1, guestId: null, message: 'Family has 3 seats taken but only 2 seats.' },
      { type: 'declined-guest', tableId: table2, guestId: guests.rose, message: 'Rose Diaz declined but still has a seat at Head Table.' },
    ]);
  });

  it('shows a guest whose tableAssignment names no table under an unknown-table warning, among the unassigned', async () => {
    await couple.patch(`/api/guests/${guests.zoe}`).send({ tableAssignment: 'Table 99' }).expect(200);
    const seating = await get();
    expect(seating.unassignedGuestIds).toContain(guests.zoe);
    expect(seating.warnings).toContainEqual({ type: 'unknown-table', tableId: null, guestId: guests.zoe, message: 'Zoë Brontë is down for “Table 99”, which is not one of your tables.' });
  });

  it('unseats the guests of a table that is left out, and leaves the others where they are', async () => {
    const seating = await put({ tables: [{ id: table2, name: 'Head Table', seats: 4 }] });
    expect(seating.tables.map((table) => table.id)).toEqual([table2]);
    const list = Object.fromEntries((await guestList()).map((g) => [g.id, g.tableAssignment]));
    expect(list).toEqual({ [guests.ana]: null, [guests.luis]: null, [guests.zoe]: 'Table 99', [guests.rose]: 'Head Table' });
  });

  // Bodies are made when the test runs: the guest ids exist only by then.
  const refusals: [string, () => object, string][] = [
    ['a name of 61 characters', () => ({ tables: [{ name: 'n'.repeat(61), seats: 8 }] }), 'tables[0].name'],
    ['an empty name', () => ({ tables: [{ name: '', seats: 8 }] }), 'tables[0].name'],
    ['two tables named alike', () => ({ tables: [{ name: 'Oak', seats: 8 }, { name: 'OAK', seats: 8 }] }), 'tables[1].name'],
    ['no seats', () => ({ tables: [{ name: 'Oak', seats: 0 }] }), 'tables[0].seats'],
    ['51 seats', () => ({ tables: [{ name: 'Oak', seats: 51 }] }), 'tables[0].seats'],
    ['seats as text', () => ({ tables: [{ name: 'Oak', seats: '8' }] }), 'tables[0].seats'],
    ['201 tables', () => ({ tables: Array.from({ length: 201 }, (_, i) => ({ name: `T${i}`, seats: 8 })) }), 'tables'],
    ['tables that are not a list', () => ({ tables: 'Oak' }), 'tables'],
    ['no tables at all', () => ({ assignments: [] }), 'tables'],
    ['an id of no table of this booking', () => ({ tables: [{ id: '00000000-0000-4000-8000-000000000000', name: 'Oak', seats: 8 }] }), 'tables[0].id'],
    ['a guest of another couple', () => ({ tables: [], assignments: [{ guestId: strangerGuestId, tableId: null }] }), 'assignments[0].guestId'],
    ['a guest id that is no id', () => ({ tables: [], assignments: [{ guestId: 42, tableId: null }] }), 'assignments[0].guestId'],
    ['a table that is not on the plan', () => ({ tables: [], assignments: [{ guestId: guests.ana, tableId: '00000000-0000-4000-8000-000000000000' }] }), 'assignments[0].tableId'],
  ];

  it.each(refusals)('refuses %s with 400 naming the field, and changes nothing', async (_, body, field) => {
    const before = await get();
    const res = await couple.put(path()).send(body());
    expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field });
    expect(['SEATING.INVALID_PLAN', 'REQUEST.INVALID_INPUT']).toContain(res.body.code);
    expect(await get()).toEqual(before);
  });

  it('answers junk with a 4xx, never a server error', async () => {
    const junk: unknown[] = [null, [], 'tables', { tables: [null] }, { tables: [{ name: {}, seats: [] }] }, { tables: [], assignments: [null, 1] }, { tables: [], assignments: 'x' }, { tables: [{ id: 7, name: 'x', seats: 1 }] }];
    for (const body of junk) {
      const res = await couple.put(path()).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect({ body, status: res.status < 500 && res.status >= 400 }).toEqual({ body, status: true });
    }
  });
});

describe('who may see and change the seating', () => {
  it('reads as not found for another couple, for reading, saving and printing', async () => {
    await otherCouple.get(path()).expect(404);
    await otherCouple.put(path()).send({ tables: [] }).expect(404);
    await otherCouple.get(`${path()}.pdf`).expect(404);
    expect((await get()).tables).toHaveLength(1);
  });

  it('refuses a venue owner, and reads an unknown or malformed booking id as not found', async () => {
    expect((await owner.get(path()).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await couple.get(path('00000000-0000-4000-8000-000000000000')).expect(404);
    await couple.get(path('not-an-id')).expect(404);
  });

  it('lets everyone planning the wedding read and print it, and only roles that may edit change it', async () => {
    const join = async (role: 'planner' | 'family') => {
      const email = `${role}.${Date.now()}@example.com`;
      await couple.post(`/api/bookings/${bookingId}/collaborators`).send({ email, role }).expect(201);
      const [mail] = await sentMail(t, { to: email, template: 'planning-invitation' });
      const token = /\/([\w-]{43})\b/.exec(mail?.body ?? '')?.[1];
      const agent = browserAgent(t.http);
      await signUpAndSignIn(t, agent, signUpBody({ accountType: 'customer', email }), { verified: true });
      await agent.post(`/api/invitations/${token}/accept`).expect(200);
      return agent;
    };
    const family = await join('family');
    const planner = await join('planner');
    const seen = await get(family);
    expect(seen.canEdit).toBe(false);
    expect(seen.tables).toEqual((await get()).tables);
    await family.get(`${path()}.pdf`).expect(200);
    const refused = await family.put(path()).send({ tables: [] }).expect(403);
    expect(refused.body.code).toBe('PLANNING.PERMISSION_DENIED');
    expect((await get()).tables).toHaveLength(1);

    const byPlanner = (await planner.put(path()).send({ tables: [...tablesOf(seen), { name: 'Planner’s pick', seats: 6 }] }).expect(200)).body as Seating;
    expect(byPlanner).toMatchObject({ canEdit: true, tables: [{ name: 'Head Table' }, { name: 'Planner’s pick', seats: 6 }] });
    await couple.put(path()).send({ tables: tablesOf(seen) }).expect(200);
  });

  it('asks anyone not signed in to sign in', async () => {
    await browserAgent(t.http).get(path()).expect(401);
  });
});

/** Collects a binary answer whole (supertest leaves unknown types unread). */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * The text a PDF shows, as far as pdfkit writes it: each content stream's text operators decoded
 * through the ToUnicode map of the font in use.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const at = match.index + match[0].length;
    const end = source.indexOf('endobj', at);
    const streamAt = source.indexOf('stream', at);
    if (streamAt < 0 || streamAt > end) {
      objects.set(match[1], { dict: source.slice(at, end), stream: null });
      continue;
    }
    // The stream's bytes by its /Length: compressed data may hold "endobj" by chance.
    const dict = source.slice(at, streamAt);
    const start = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(dict.match(/\/Length (\d+)/)![1]);
    let raw = Buffer.from(source.slice(start, start + length), 'latin1');
    if (dict.includes('/FlateDecode')) raw = inflateSync(raw);
    objects.set(match[1], { dict, stream: raw.toString('latin1') });
    header.lastIndex = source.indexOf('endobj', start + length);
  }
  const cmapOf = (fontId: string): string[] | null => {
    const toUnicode = objects.get(fontId)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
    if (!cmap) return null;
    const glyphs: string[] = [];
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => {
        glyphs[parseInt(start, 16) + i] = String.fromCharCode(...hex.split(' ').map((h) => parseInt(h, 16)));
      });
    }
    return glyphs;
  };
  const fonts = new Map<string, string[] | null>();
  for (const { dict } of objects.values()) for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name, cmapOf(id));
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !stream.includes(' Tf')) continue;
    let glyphs: string[] | null = null;
    for (const [, font, hexes] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (font) glyphs = fonts.get(font) ?? null;
      else {
        const decode = (hex: string) =>
          glyphs ? (hex.match(/.{4}/g) ?? []).map((code) => glyphs![parseInt(code, 16)] ?? '').join('') : Buffer.from(hex, 'hex').toString('latin1');
        lines.push([...hexes.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex)).join(''));
      }
    }
  }
  return lines.join('\n');
}

describe('GET /api/bookings/:id/seating.pdf', () => {
  it('downloads the chart with each table and its guests, then a place card for each seat', async () => {
    const created = await put({ tables: [{ name: 'Family', seats: 8 }, { name: 'Head Table', seats: 4 }] });
    const [family, head] = created.tables.map((table) => table.id);
    await put({
      tables: tablesOf(created),
      assignments: [
        { guestId: guests.ana, tableId: family },
        { guestId: guests.luis, tableId: family },
        { guestId: guests.zoe, tableId: head },
        { guestId: guests.rose, tableId: head },
      ],
    });

    const res = await binary(couple.get(`${path()}.pdf`)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="seating-chart.pdf"');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const text = pdfText(pdf);
    expect(text).toContain('Seating Chart');
    expect(text).toContain('José García & Michael Chen');
    expect(text).toContain('Ana García + guest');
    expect(text).toContain('Luis García');
    expect(text).toContain('Zoë Brontë');
    expect(text).toContain('Rose Diaz (declined)');
    expect(text).toContain('3 of 8 seats');
    // Place cards: one for each seat taken by someone coming, the plus-one's included.
    expect(text).toContain('Place cards');
    expect(text).toContain('Guest of Ana García');
    expect((text.match(/^Family$/gm) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('prints a plan with no tables too', async () => {
    const empty = (await signedInCouple(t)).agent;
    const id = (await dateBooker(t, 400)(empty)).id;
    const res = await binary(empty.get(`/api/bookings/${id}/seating.pdf`)).expect(200);
    expect(pdfText(res.body as Buffer)).toContain('No tables yet');
  });
});
