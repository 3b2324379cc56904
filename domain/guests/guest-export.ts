import { writeCsv } from './csv-text.js';
import type { Guest } from './guest.js';

const instant = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * Every field of a guest, headed so that the import reads the file back (the times and ids are
 * for the couple's records; an import reads past them).
 */
const EXPORT_COLUMNS: readonly [heading: string, value: (guest: Guest) => string][] = [
  ['Name', (g) => g.name],
  ['Email', (g) => g.email ?? ''],
  ['Phone', (g) => g.phone ?? ''],
  ['Dietary Restrictions', (g) => g.dietaryRestrictions ?? ''],
  ['Meal', (g) => g.meal ?? ''],
  ['Plus One', (g) => (g.plusOne ? 'yes' : 'no')],
  ['Plus One Name', (g) => g.plusOneName ?? ''],
  ['Table Assignment', (g) => g.tableAssignment ?? ''],
  ['Special Requests', (g) => g.specialRequests ?? ''],
  ['Household', (g) => g.household ?? ''],
  ['RSVP Status', (g) => g.rsvpStatus],
  ['Invited At', (g) => instant(g.invitedAt)],
  ['Responded At', (g) => instant(g.respondedAt)],
  ['Added At', (g) => instant(g.createdAt)],
  ['Guest ID', (g) => g.id],
  ['Booking ID', (g) => g.bookingId],
];

export function guestsToCsv(guests: readonly Guest[]): string {
  return writeCsv([EXPORT_COLUMNS.map(([heading]) => heading), ...guests.map((guest) => EXPORT_COLUMNS.map(([, value]) => value(guest)))]);
}

export function guestListFileName(exportedOn: string): string {
  return `guest-list-${exportedOn}.csv`;
}
