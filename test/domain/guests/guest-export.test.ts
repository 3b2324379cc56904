import { describe, expect, it } from '@jest/globals';
import { parseCsv } from '../../../domain/guests/csv-text.js';
import { guestListFileName, guestsToCsv } from '../../../domain/guests/guest-export.js';
import { analyzeGuestImport } from '../../../domain/guests/guest-import.js';
import { GuestMother } from './guest-mother.js';

const guests = [
  GuestMother.create({
    id: 'g-1',
    bookingId: 'b-1',
    name: 'José "Pepe" García, Jr.',
    email: 'jose@example.com',
    phone: '+1 (830) 555-0100',
    dietaryRestrictions: 'No nuts,\nno shellfish',
    plusOne: true,
    plusOneName: 'Luis García',
    meal: 'fish',
    household: 'The Garcías',
    tableAssignment: '4',
    specialRequests: '=cmd|calc',
    rsvpStatus: 'confirmed',
    invitedAt: new Date('2026-11-02T10:00:00Z'),
    respondedAt: new Date('2026-11-03T10:00:00Z'),
    createdAt: new Date('2026-11-01T10:00:00Z'),
  }),
  GuestMother.create({ id: 'g-2', bookingId: 'b-1', name: 'Zoë Brontë', createdAt: new Date('2026-11-01T10:00:00Z') }),
];

describe('guestsToCsv', () => {
  it('writes a heading row and every field of every guest', () => {
    const [headings, first, second] = parseCsv(guestsToCsv(guests));
    expect(headings).toEqual([
      'Name', 'Email', 'Phone', 'Dietary Restrictions', 'Meal', 'Plus One', 'Plus One Name', 'Table Assignment', 'Special Requests',
      'Household', 'RSVP Status', 'Invited At', 'Responded At', 'Added At', 'Guest ID', 'Booking ID',
    ]);
    expect(first).toEqual([
      'José "Pepe" García, Jr.', 'jose@example.com', "'+1 (830) 555-0100", 'No nuts,\nno shellfish', 'fish', 'yes', 'Luis García', '4', "'=cmd|calc",
      'The Garcías', 'confirmed', '2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z', '2026-11-01T10:00:00.000Z', 'g-1', 'b-1',
    ]);
    expect(second).toEqual(['Zoë Brontë', '', '', '', '', 'no', '', '', '', '', 'pending', '', '', '2026-11-01T10:00:00.000Z', 'g-2', 'b-1']);
  });

  it('is UTF-8 text with a byte order mark, so Excel keeps the accents', () => {
    expect(guestsToCsv(guests).startsWith('\uFEFFName,')).toBe(true);
  });

  it('imports back to the same guests', () => {
    const analysis = analyzeGuestImport(guestsToCsv(guests), []);
    expect(analysis.errorCount).toBe(0);
    expect(analysis.rows.map((r) => ({ ...r.details, rsvpStatus: r.rsvpStatus }))).toEqual(
      guests.map(({ name, email, phone, dietaryRestrictions, plusOne, tableAssignment, specialRequests, household, plusOneName, meal, rsvpStatus }) => ({
        name, email, phone, dietaryRestrictions, plusOne, tableAssignment, specialRequests, household, plusOneName, meal, rsvpStatus,
      })),
    );
  });

  it('writes just the headings for an empty list', () => {
    expect(parseCsv(guestsToCsv([]))).toHaveLength(1);
  });
});

describe('guestListFileName', () => {
  it('names the file for the day of the export', () => {
    expect(guestListFileName('2026-11-21')).toBe('guest-list-2026-11-21.csv');
  });
});
