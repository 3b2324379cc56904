import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Papa from 'papaparse';
import request from 'supertest';
import { GuestEntity } from '../../adapters/persistence/entities/guest.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { weddingBooker, type BookedWedding } from './guests.helpers.js';

let t: TestApp;
let bookWedding: ReturnType<typeof weddingBooker>;

beforeAll(async () => {
  t = await startTestApp();
  bookWedding = weddingBooker(t);
});
afterAll(() => t.close());

const guestRows = (bookingId: string) => t.orm.em.fork().count(GuestEntity, { bookingId });

/** RFC 4180 written by hand, so the test does not check the app's CSV code against itself. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvOf = (rows: string[][]) => rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';

interface Expected {
  name: string;
  email: string | null;
  phone: string | null;
  dietaryRestrictions: string | null;
  plusOne: boolean;
  tableAssignment: string | null;
  specialRequests: string | null;
  rsvpStatus: 'pending' | 'confirmed' | 'declined';
}

const FIRST = ['José', 'Zoë', 'Brontë', 'Renée', 'Björn', 'Siobhán', 'Chloé', 'Ñuño', 'Søren', 'Anaïs', 'Łukasz', 'Mary-Kate'];
const LAST = ['García', "O'Brien", 'Ångström', 'Dubois, Jr.', 'Peña', 'Müller', 'Nguyễn', 'Smith'];
const DIETS = ['', 'Vegetarian', 'No nuts, no shellfish', 'Kosher', 'Gluten "really" free', ''];
const PLUS_ONE = ['yes', 'no', 'Y', 'n', 'TRUE', 'false', '1', '0', ''];
const RSVP = ['', 'Pending', 'confirmed', 'Yes', 'declined', 'No'];

/** 300 guests with accents, quotes, commas and line breaks, and a few rows a couple gets wrong. */
function guestFile(count = 300) {
  const header = ['Full Name', 'E-mail', 'Phone Number', 'Diet', '+1', 'Table', 'Notes', 'RSVP'];
  const rows: string[][] = [];
  const expected = new Map<number, Expected>();
  const badRows = new Map<number, RegExp>();
  const duplicateRows = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const row = i + 2;
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]} ${i}`;
    const email = i % 4 === 3 ? '' : `Guest.${i}@Example.com`;
    const phone = i % 3 === 0 ? `(830) 555-${String(1000 + i).slice(-4)}` : '';
    const diet = DIETS[i % DIETS.length];
    const plusOne = PLUS_ONE[i % PLUS_ONE.length];
    const table = i % 5 === 0 ? '' : `Table ${(i % 30) + 1}`;
    const notes = i % 7 === 0 ? `Needs a ramp,\nand a "quiet" seat` : i % 11 === 0 ? '=SUM(A1:A2)' : '';
    const rsvp = RSVP[i % RSVP.length];
    const cells = [name, email, phone, diet, plusOne, table, notes, rsvp];
    if (i === 10) (cells[0] = '   '), badRows.set(row, /^Full Name must not be blank$/);
    else if (i === 42) (cells[1] = 'jose.garcia@'), badRows.set(row, /^E-mail must be an email address, not "jose\.garcia@"$/);
    else if (i === 77) (cells[4] = 'maybe'), badRows.set(row, /^\+1 must be yes or no, not "maybe"$/);
    else if (i === 150) (cells[3] = 'x'.repeat(301)), badRows.set(row, /^Diet must be at most 300 characters$/);
    else if (i === 200) (cells[7] = 'perhaps'), badRows.set(row, /^RSVP must be pending, confirmed or declined, not "perhaps"$/);
    else if (i === 250) (cells[1] = 'guest.5@example.com'), duplicateRows.set(row, 7); // the same email as row 7
    else if (i === 260) (cells[0] = `${FIRST[3]} ${LAST[3]} 3`), (cells[1] = ''), duplicateRows.set(row, 5); // the same name as row 5
    rows.push(cells);
    if (!badRows.has(row) && !duplicateRows.has(row)) {
      expected.set(row, {
        name,
        email: email ? email.toLowerCase() : null,
        phone: phone || null,
        dietaryRestrictions: diet || null,
        plusOne: ['yes', 'y', 'true', '1'].includes(plusOne.toLowerCase()),
        tableAssignment: table || null,
        specialRequests: notes || null,
        rsvpStatus: rsvp === '' || rsvp === 'Pending' ? 'pending' : rsvp === 'Yes' || rsvp === 'confirmed' ? 'confirmed' : 'declined',
      });
    }
  }
  return { csv: csvOf([header, ...rows]), expected, badRows, duplicateRows };
}

function fieldsOf(guest: Record<string, unknown>): Expected {
  const { name, email, phone, dietaryRestrictions, plusOne, tableAssignment, specialRequests, rsvpStatus } = guest as unknown as Expected;
  return { name, email, phone, dietaryRestrictions, plusOne, tableAssignment, specialRequests, rsvpStatus };
}

/** An exported file read back by a CSV parser, as a spreadsheet would. */
function parseExport(text: string): Expected[] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const cell = (value: string) => (value === '' ? null : value.replace(/^'(?=[=+\-@])/, ''));
  return parsed.data.map((r) => ({
    name: r['Name'],
    email: cell(r['Email']),
    phone: cell(r['Phone']),
    dietaryRestrictions: cell(r['Dietary Restrictions']),
    plusOne: r['Plus One'] === 'yes',
    tableAssignment: cell(r['Table Assignment']),
    specialRequests: cell(r['Special Requests']),
    rsvpStatus: r['RSVP Status'] as Expected['rsvpStatus'],
  }));
}

describe('a 300-guest spreadsheet', () => {
  let wedding: BookedWedding;
  const file = guestFile();

  beforeAll(async () => {
    wedding = await bookWedding();
  });

  it('previews row by row, with the row numbers a spreadsheet shows, and saves nothing', async () => {
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import/preview`).send({ csv: file.csv }).expect(200);
    expect(res.body).toMatchObject({ validCount: 293, errorCount: 5, duplicateCount: 2, existingCount: 0 });
    expect(res.body.rows).toHaveLength(300);
    expect(res.body.columns).toEqual([
      { heading: 'Full Name', field: 'name' },
      { heading: 'E-mail', field: 'email' },
      { heading: 'Phone Number', field: 'phone' },
      { heading: 'Diet', field: 'dietaryRestrictions' },
      { heading: '+1', field: 'plusOne' },
      { heading: 'Table', field: 'tableAssignment' },
      { heading: 'Notes', field: 'specialRequests' },
      { heading: 'RSVP', field: 'rsvpStatus' },
    ]);
    const byRow = new Map<number, Record<string, unknown>>(res.body.rows.map((r: { row: number }) => [r.row, r]));
    for (const [row, message] of file.badRows) {
      const errors = byRow.get(row)!.errors as string[];
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(message);
    }
    for (const [row, firstRow] of file.duplicateRows) {
      expect(byRow.get(row)).toMatchObject({ errors: [], duplicateOf: { source: 'file', row: firstRow } });
    }
    for (const [row, guest] of file.expected) {
      expect(byRow.get(row)).toMatchObject({ ...guest, errors: [] });
      expect(byRow.get(row)!.duplicateOf).toBeUndefined();
    }
    expect(await guestRows(wedding.bookingId)).toBe(0);
  });

  it('imports the rows without errors or duplicates, in the order of the file', async () => {
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv: file.csv }).expect(201);
    expect(res.body).toEqual({ imported: 293, skipped: 7, skippedWithErrors: 5, skippedDuplicates: 2 });
    const list = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests`).expect(200);
    expect(list.body.map(fieldsOf)).toEqual([...file.expected.values()]);
    const confirmed = list.body.filter((g: { rsvpStatus: string }) => g.rsvpStatus === 'confirmed');
    expect(confirmed.every((g: { respondedAt: string | null }) => g.respondedAt !== null)).toBe(true);
  });

  it('exports back to the same guests, in a file named for the day, with a BOM for Excel', async () => {
    const res = await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests.csv`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="guest-list-2026-11-21.csv"');
    expect(res.text.split('\r\n')[0]).toBe(
      '\uFEFFName,Email,Phone,Dietary Restrictions,Meal,Plus One,Plus One Name,Table Assignment,Special Requests,Household,RSVP Status,Invited At,Responded At,Added At,Guest ID,Booking ID',
    );
    expect(parseExport(res.text)).toEqual([...file.expected.values()]);
    // A spreadsheet must not run a guest's text as a formula.
    expect(res.text).toContain(`"'=SUM(A1:A2)"`);
  });

  it('reads its own export back unchanged into another list', async () => {
    const exported = (await wedding.couple.get(`/api/bookings/${wedding.bookingId}/guests.csv`).buffer(true)).text;
    const copy = await bookWedding();
    const res = await copy.couple.post(`/api/bookings/${copy.bookingId}/guests/import`).send({ csv: exported }).expect(201);
    expect(res.body).toMatchObject({ imported: 293, skipped: 0 });
    const again = (await copy.couple.get(`/api/bookings/${copy.bookingId}/guests.csv`).buffer(true)).text;
    expect(parseExport(again)).toEqual(parseExport(exported));
  });

  it('flags every row as a duplicate of the list the second time, and skips them unless asked', async () => {
    const preview = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import/preview`).send({ csv: file.csv }).expect(200);
    expect(preview.body).toMatchObject({ validCount: 0, errorCount: 5, duplicateCount: 295, existingCount: 293 });
    const jose = preview.body.rows.find((r: { row: number }) => r.row === 2);
    expect(jose.duplicateOf).toEqual({ source: 'list', guestId: expect.any(String), name: 'José García 0' });

    const skipped = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv: file.csv }).expect(201);
    expect(skipped.body).toEqual({ imported: 0, skipped: 300, skippedWithErrors: 5, skippedDuplicates: 295 });
    expect(await guestRows(wedding.bookingId)).toBe(293);
  });

  it('adds the duplicates too when the request says so', async () => {
    const small = await bookWedding();
    const csv = 'Name,Email\nAna,ana@example.com\nAna Again,ANA@example.com\n';
    const res = await small.couple.post(`/api/bookings/${small.bookingId}/guests/import`).send({ csv, includeDuplicates: true }).expect(201);
    expect(res.body).toEqual({ imported: 2, skipped: 0, skippedWithErrors: 0, skippedDuplicates: 0 });
  });
});

describe('files the import refuses', () => {
  let wedding: BookedWedding;
  beforeAll(async () => {
    wedding = await bookWedding();
  });

  it.each([
    ['an empty file', ''],
    ['a file without a name column', 'Email,Phone\nana@example.com,\n'],
    ['a quote that is never closed', 'Name,Notes\nAna,"Needs a ramp\nBen,\n'],
    ['more than 1,000 guests', ['Name', ...Array.from({ length: 1001 }, (_, i) => `Guest ${i}`)].join('\n')],
  ])('refuses %s with a 400 naming csv', async (_, csv) => {
    for (const path of ['guests/import/preview', 'guests/import']) {
      const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/${path}`).send({ csv }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, field: 'csv' });
    }
    expect(await guestRows(wedding.bookingId)).toBe(0);
  });

  it.each([
    ['csv', { csv: 42 }],
    ['csv', {}],
    ['includeDuplicates', { csv: 'Name\nAna\n', includeDuplicates: 'yes' }],
    ['dryRun', { csv: 'Name\nAna\n', dryRun: true }],
  ])('refuses a bad %s in the request with a 400 naming it', async (field, body) => {
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send(body).expect(400);
    expect(res.body.field).toBe(field);
  });
});

describe('file size', () => {
  let wedding: BookedWedding;
  beforeAll(async () => {
    wedding = await bookWedding();
  });

  /** 700 guests with long notes in accented letters: close to 1 MB of UTF-8. */
  const nearlyOneMegabyte = () =>
    csvOf([['Name', 'Notes', 'Diet'], ...Array.from({ length: 700 }, (_, i) => [`Zoë Brontë ${i}`, 'é'.repeat(450), 'ñ'.repeat(250)])]);

  it('takes a file of nearly 1 MB, far over the 100 kB other requests may send', async () => {
    const csv = nearlyOneMegabyte();
    expect(Buffer.byteLength(csv)).toBeGreaterThan(950_000);
    const preview = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import/preview`).send({ csv }).expect(200);
    expect(preview.body).toMatchObject({ validCount: 700, errorCount: 0 });
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import`).send({ csv }).expect(201);
    expect(res.body.imported).toBe(700);
  });

  it('refuses a file over 1 MB with a 400 naming csv', async () => {
    const csv = nearlyOneMegabyte() + 'Late Guest,'.padEnd(150_000, 'x') + '\r\n';
    const res = await wedding.couple.post(`/api/bookings/${wedding.bookingId}/guests/import/preview`).send({ csv }).expect(400);
    expect(res.body).toMatchObject({ field: 'csv', message: expect.stringMatching(/1 MB/) });
  });

  it('still holds other routes to 100 kB', async () => {
    const res = await wedding.couple
      .post('/api/guests')
      .send({ bookingId: wedding.bookingId, name: 'Ana', specialRequests: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413 });
  });
});
