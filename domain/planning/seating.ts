import { groupByHousehold, householdKey } from '../guests/guest-filters.js';
import type { Guest } from '../guests/guest.js';

// Who sits where. The guest's own tableAssignment is the one source of truth: a guest sits at the
// table whose name matches it. The tables themselves (name, seats, order) belong to the booking.

export const SEATING_LIMITS = {
  /** The same bound as a guest's tableAssignment, so every table name fits on a guest. */
  nameLength: 60,
  minSeats: 1,
  maxSeats: 50,
  maxTables: 200,
} as const;

export interface SeatingTable {
  id: string;
  bookingId: string;
  name: string;
  seats: number;
  /** Where the table stands in the couple's list, from 0. */
  position: number;
  createdAt: Date;
}

export type SeatingGuest = Pick<Guest, 'id' | 'name' | 'plusOne' | 'plusOneName' | 'rsvpStatus' | 'household' | 'tableAssignment'>;

export type SeatingWarning =
  | { type: 'over-capacity'; tableId: string; message: string }
  | { type: 'declined-guest'; tableId: string; guestId: string; message: string }
  | { type: 'unknown-table'; guestId: string; message: string };
export type SeatingWarningType = SeatingWarning['type'];
export const SEATING_WARNING_TYPES: readonly SeatingWarningType[] = ['over-capacity', 'declined-guest', 'unknown-table'];

export interface SeatedTable<G extends SeatingGuest = SeatingGuest> {
  table: SeatingTable;
  /** Households together, in the order of the guest list. */
  guests: G[];
  seatsUsed: number;
}

export interface SeatingChart<G extends SeatingGuest = SeatingGuest> {
  tables: SeatedTable<G>[];
  /** Every guest at no table: none assigned, or one naming no table (see the unknown-table warning). */
  unassigned: G[];
  /** All of the booking's guests, households together. */
  guests: G[];
  warnings: SeatingWarning[];
}

/** Table names as people type them: composed Unicode, trimmed, one space between words. */
export function cleanTableName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Names are compared as households are: case, repeated spaces and Unicode forms do not matter. */
export function tableKey(name: string): string {
  return householdKey(name);
}

/** A guest takes one seat, two with a plus-one. */
export function seatsTaken(guest: Pick<Guest, 'plusOne'>): number {
  return guest.plusOne ? 2 : 1;
}

export function seatsUsed(guests: readonly Pick<Guest, 'plusOne'>[]): number {
  return guests.reduce((sum, guest) => sum + seatsTaken(guest), 0);
}

export function isOverCapacity(table: Pick<SeatingTable, 'seats'>, used: number): boolean {
  return used > table.seats;
}

/** The table a guest sits at, if their tableAssignment names one. */
export function tableOfGuest<T extends Pick<SeatingTable, 'name'>>(guest: Pick<Guest, 'tableAssignment'>, tablesByKey: ReadonlyMap<string, T>): T | null {
  return guest.tableAssignment === null ? null : (tablesByKey.get(tableKey(guest.tableAssignment)) ?? null);
}

export function tablesByKey<T extends Pick<SeatingTable, 'name'>>(tables: readonly T[]): Map<string, T> {
  return new Map(tables.map((table) => [tableKey(table.name), table]));
}

const seatWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * The booking's seating: each table with its guests and the seats they take, the guests at no
 * table, and what the couple should look at (a table over its seats, a guest who declined but
 * still has a seat, a guest whose table is not on the plan).
 */
export function seatingChart<G extends SeatingGuest>(tables: readonly SeatingTable[], guests: readonly G[]): SeatingChart<G> {
  const ordered = groupByHousehold(guests).flatMap((group) => group.guests);
  const sorted = [...tables].sort((a, b) => a.position - b.position);
  const byKey = tablesByKey(sorted);
  const seated = new Map<string, G[]>(sorted.map((table) => [table.id, []]));
  const unassigned: G[] = [];
  const warnings: SeatingWarning[] = [];
  for (const guest of ordered) {
    const table = tableOfGuest(guest, byKey);
    if (table) seated.get(table.id)!.push(guest);
    else {
      unassigned.push(guest);
      if (guest.tableAssignment !== null) {
        warnings.push({ type: 'unknown-table', guestId: guest.id, message: `${guest.name} is down for “${guest.tableAssignment}”, which is not one of your tables.` });
      }
    }
  }
  const chartTables = sorted.map((table) => {
    const at = seated.get(table.id)!;
    return { table, guests: at, seatsUsed: seatsUsed(at) };
  });
  for (const { table, guests: at, seatsUsed: used } of chartTables) {
    if (isOverCapacity(table, used)) {
      warnings.push({ type: 'over-capacity', tableId: table.id, message: `${table.name} has ${seatWord(used)} taken but only ${seatWord(table.seats)}.` });
    }
    for (const guest of at.filter((g) => g.rsvpStatus === 'declined')) {
      warnings.push({ type: 'declined-guest', tableId: table.id, guestId: guest.id, message: `${guest.name} declined but still has a seat at ${table.name}.` });
    }
  }
  return { tables: chartTables, unassigned, guests: ordered, warnings: sortWarnings(warnings) };
}

/** Over-full tables first (they need a decision), then declined guests, then unknown tables. */
function sortWarnings(warnings: SeatingWarning[]): SeatingWarning[] {
  return warnings
    .map((warning, index) => ({ warning, index }))
    .sort((a, b) => SEATING_WARNING_TYPES.indexOf(a.warning.type) - SEATING_WARNING_TYPES.indexOf(b.warning.type) || a.index - b.index)
    .map(({ warning }) => warning);
}
