import { seatingChart, tableKey, type SeatingChart, type SeatingTable } from '@domain/planning/seating';
import type { PlanTable, SaveSeatingBody, Seating, SeatingGuest, SeatingModel } from '../types';

// The page keeps the plan as the server does: tables, and guests seated by their tableAssignment.
// A change is a function of the plan, so it can be shown at once and sent once the saves before
// it have landed (see useSeatingEditor). The chart and its warnings come from the same rules the
// server uses (domain/planning/seating.ts).

export type SeatingChange = (model: SeatingModel) => SeatingModel;

export function modelOf(seating: Seating): SeatingModel {
  return { tables: seating.tables.map(({ id, name, seats }) => ({ id, name, seats, saved: true })), guests: seating.guests };
}

const EPOCH = new Date(0);

/** Each table with its guests and seats taken, the guests at no table, and the warnings. */
export function chartOf(model: SeatingModel): SeatingChart<SeatingGuest> {
  const tables: SeatingTable[] = model.tables.map((table, position) => ({ ...table, bookingId: '', position, createdAt: EPOCH }));
  return seatingChart(tables, model.guests);
}

/** The table a guest sits at, by their tableAssignment. */
export function tableOf(model: SeatingModel, guest: Pick<SeatingGuest, 'tableAssignment'>): PlanTable | null {
  if (guest.tableAssignment === null) return null;
  const key = tableKey(guest.tableAssignment);
  return model.tables.find((table) => tableKey(table.name) === key) ?? null;
}

export const addTable = (table: { id: string; name: string; seats: number }): SeatingChange => (model) => ({
  ...model,
  tables: [...model.tables, { ...table, saved: false }],
});

/** A renamed table takes its guests along, as on the server. */
export const editTable = (id: string, changes: { name: string; seats: number }): SeatingChange => (model) => {
  const table = model.tables.find((t) => t.id === id);
  if (!table) return model;
  const oldKey = tableKey(table.name);
  return {
    tables: model.tables.map((t) => (t.id === id ? { ...t, ...changes } : t)),
    guests: model.guests.map((g) => (g.tableAssignment !== null && tableKey(g.tableAssignment) === oldKey ? { ...g, tableAssignment: changes.name } : g)),
  };
};

/** A removed table leaves its guests without a seat. */
export const removeTable = (id: string): SeatingChange => (model) => {
  const table = model.tables.find((t) => t.id === id);
  if (!table) return model;
  const key = tableKey(table.name);
  return {
    tables: model.tables.filter((t) => t.id !== id),
    guests: model.guests.map((g) => (g.tableAssignment !== null && tableKey(g.tableAssignment) === key ? { ...g, tableAssignment: null } : g)),
  };
};

/** Seats these guests at a table (null: at none). A table that is gone or not saved yet seats nobody. */
export const seatGuests = (guestIds: readonly string[], tableId: string | null): SeatingChange => (model) => {
  const table = tableId === null ? null : model.tables.find((t) => t.id === tableId && t.saved);
  if (tableId !== null && !table) return model;
  const ids = new Set(guestIds);
  return { ...model, guests: model.guests.map((g) => (ids.has(g.id) ? { ...g, tableAssignment: table?.name ?? null } : g)) };
};

/**
 * The PUT that turns `stored` into `next`: every table (new ones without an id), and the guests
 * whose table changed. Guests who only follow a renamed table are left to the server.
 */
export function planBody(stored: SeatingModel, next: SeatingModel): SaveSeatingBody {
  const before = new Map(stored.guests.map((g) => [g.id, g]));
  const assignments: SaveSeatingBody['assignments'] = [];
  for (const guest of next.guests) {
    const old = before.get(guest.id);
    if (!old) continue;
    const to = tableOf(next, guest);
    if (to && !to.saved) continue;
    const from = tableOf(stored, old)?.id ?? null;
    const cleared = to === null && guest.tableAssignment === null && old.tableAssignment !== null;
    if ((to?.id ?? null) !== from || cleared) assignments.push({ guestId: guest.id, tableId: to?.id ?? null });
  }
  return {
    tables: next.tables.map(({ id, name, seats, saved }) => (saved ? { id, name, seats } : { name, seats })),
    assignments,
  };
}
