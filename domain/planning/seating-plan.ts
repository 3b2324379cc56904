import type { Guest } from '../guests/guest.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { cleanTableName, SEATING_LIMITS, tableKey, tableOfGuest, tablesByKey, type SeatingTable } from './seating.js';

// A new seating plan as the couple sends it: the whole list of tables (kept ones by id, new ones
// without) and the guests to seat or unseat. Read against what is stored, then applied in one go.

/** As it arrives: anything may be missing or of the wrong type, and is refused naming its place. */
export interface SeatingPlanInput {
  tables: readonly unknown[];
  assignments?: readonly unknown[] | null;
}

export interface PlannedTable {
  /** null for a new table. */
  id: string | null;
  name: string;
  seats: number;
}

export interface PlannedAssignment {
  guestId: string;
  /** The index into the plan's tables; null takes the guest off any table. */
  table: number | null;
}

export interface SeatingPlan {
  tables: PlannedTable[];
  assignments: PlannedAssignment[];
}

export interface GuestTableChange {
  guestId: string;
  tableAssignment: string | null;
}

const CODE = 'SEATING.INVALID_PLAN';
const TABLE_KEYS = ['id', 'name', 'seats'];
const ASSIGNMENT_KEYS = ['guestId', 'tableId'];

function refuse(field: string, message: string): never {
  throw new InvalidInputError(CODE, field, message);
}

function readObject(value: unknown, field: string, keys: readonly string[], what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(field, `${field} must be ${what}`);
  const extra = Object.keys(value).find((key) => !keys.includes(key));
  if (extra !== undefined) refuse(`${field}.${extra}`, `property ${field}.${extra} should not exist`);
  return value as Record<string, unknown>;
}

function readTable(value: unknown, index: number, stored: ReadonlyMap<string, SeatingTable>): PlannedTable {
  const field = `tables[${index}]`;
  const item = readObject(value, field, TABLE_KEYS, 'a table with a name and seats');
  let id: string | null = null;
  if (item.id !== undefined && item.id !== null) {
    if (typeof item.id !== 'string' || !stored.has(item.id)) refuse(`${field}.id`, `${field}.id is not one of this booking's tables (leave it out for a new table)`);
    id = item.id as string;
  }
  if (typeof item.name !== 'string') return refuse(`${field}.name`, `${field}.name is required`);
  const name = cleanTableName(item.name);
  if (!name) refuse(`${field}.name`, `${field}.name is required`);
  if (name.length > SEATING_LIMITS.nameLength) refuse(`${field}.name`, `${field}.name must be at most ${SEATING_LIMITS.nameLength} characters`);
  const { seats } = item;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < SEATING_LIMITS.minSeats || seats > SEATING_LIMITS.maxSeats) {
    refuse(`${field}.seats`, `${field}.seats must be a whole number from ${SEATING_LIMITS.minSeats} to ${SEATING_LIMITS.maxSeats}`);
  }
  return { id, name, seats: seats as number };
}

function readTables(input: readonly unknown[], stored: readonly SeatingTable[]): PlannedTable[] {
  if (!Array.isArray(input)) refuse('tables', 'tables must be a list of tables');
  if (input.length > SEATING_LIMITS.maxTables) refuse('tables', `A seating plan holds at most ${SEATING_LIMITS.maxTables} tables`);
  const storedById = new Map(stored.map((table) => [table.id, table]));
  const tables = input.map((value, index) => readTable(value, index, storedById));
  const seenIds = new Map<string, number>();
  const seenNames = new Map<string, number>();
  tables.forEach((table, index) => {
    if (table.id !== null) {
      const earlier = seenIds.get(table.id);
      if (earlier !== undefined) refuse(`tables[${index}].id`, `tables[${index}].id is the same table as tables[${earlier}]`);
      seenIds.set(table.id, index);
    }
    const key = tableKey(table.name);
    const earlier = seenNames.get(key);
    if (earlier !== undefined) refuse(`tables[${index}].name`, `Two tables cannot both be called “${table.name}” (tables[${earlier}] is too)`);
    seenNames.set(key, index);
  });
  return tables;
}

function readAssignments(input: readonly unknown[] | null | undefined, tables: readonly PlannedTable[], guests: readonly Pick<Guest, 'id'>[]): PlannedAssignment[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) refuse('assignments', 'assignments must be a list');
  const guestIds = new Set(guests.map((guest) => guest.id));
  const tableIndex = new Map(tables.flatMap((table, index) => (table.id === null ? [] : [[table.id, index] as const])));
  const seen = new Map<string, number>();
  return input.map((value, index) => {
    const field = `assignments[${index}]`;
    const item = readObject(value, field, ASSIGNMENT_KEYS, 'a guestId with a tableId (or null)');
    if (typeof item.guestId !== 'string' || !guestIds.has(item.guestId)) return refuse(`${field}.guestId`, `${field}.guestId is not a guest of this booking`);
    const earlier = seen.get(item.guestId);
    if (earlier !== undefined) refuse(`${field}.guestId`, `${field}.guestId is already seated by assignments[${earlier}]`);
    seen.set(item.guestId, index);
    if (item.tableId === undefined) refuse(`${field}.tableId`, `${field}.tableId is required (null takes the guest off their table)`);
    if (item.tableId === null) return { guestId: item.guestId, table: null };
    const table = typeof item.tableId === 'string' ? tableIndex.get(item.tableId) : undefined;
    if (table === undefined) return refuse(`${field}.tableId`, `${field}.tableId is not one of the tables of this plan`);
    return { guestId: item.guestId, table };
  });
}

/**
 * The plan, checked: at most 200 tables, each named (1 to 60 characters, no two alike whatever
 * their case) with 1 to 50 seats; kept tables named by their id; assignments only of this
 * booking's guests, each once, to a table of the plan. A new table has no id yet, so guests are
 * seated at it by a later plan. Over-full tables are allowed (and warned about).
 */
export function readSeatingPlan(input: SeatingPlanInput, stored: readonly SeatingTable[], guests: readonly Pick<Guest, 'id'>[]): SeatingPlan {
  const tables = readTables(input.tables, stored);
  return { tables, assignments: readAssignments(input.assignments, tables, guests) };
}

/**
 * What storing the plan changes. Tables keep their id and creation time, new ones get both, and
 * their order is the plan's. Guests follow their table: a renamed table's guests get its new
 * name, a removed table's guests are unseated; then the plan's assignments are written. Only
 * guests whose tableAssignment actually changes are listed.
 */
export function applySeatingPlan(
  stored: readonly SeatingTable[],
  guests: readonly Pick<Guest, 'id' | 'tableAssignment'>[],
  plan: SeatingPlan,
  context: { bookingId: string; now: Date; nextId: () => string },
): { tables: SeatingTable[]; guestTables: GuestTableChange[] } {
  const storedById = new Map(stored.map((table) => [table.id, table]));
  const tables = plan.tables.map((planned, position): SeatingTable => {
    const kept = planned.id === null ? undefined : storedById.get(planned.id);
    return { id: kept?.id ?? context.nextId(), bookingId: context.bookingId, name: planned.name, seats: planned.seats, position, createdAt: kept?.createdAt ?? context.now };
  });
  const nextById = new Map(tables.map((table) => [table.id, table]));
  const storedByKey = tablesByKey(stored);
  const assigned = new Map(plan.assignments.map((a) => [a.guestId, a.table === null ? null : tables[a.table].name]));
  const guestTables: GuestTableChange[] = [];
  for (const guest of guests) {
    let next = guest.tableAssignment;
    if (assigned.has(guest.id)) next = assigned.get(guest.id)!;
    else {
      const table = tableOfGuest(guest, storedByKey);
      if (table) next = nextById.get(table.id)?.name ?? null;
    }
    if (next !== guest.tableAssignment) guestTables.push({ guestId: guest.id, tableAssignment: next });
  }
  return { tables, guestTables };
}
