import type { EntityManager } from '@mikro-orm/core';
import type { GuestTableChange } from '../../../domain/planning/seating-plan.js';
import type { SeatingRepository } from '../../../domain/planning/seating-repository.js';
import type { SeatingTable } from '../../../domain/planning/seating.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface TableRow {
  id: string;
  booking_id: string;
  name: string;
  seats: number | string;
  position: number | string;
  created_at: Date | string;
}

const COLUMNS = ['id', 'booking_id', 'name', 'seats', 'position', 'created_at'] as const;
/** Guests per statement when seating them: well under PostgreSQL's parameter limit. */
const ASSIGNMENT_BATCH = 500;

function toTable(row: TableRow): SeatingTable {
  return {
    id: row.id,
    bookingId: row.booking_id,
    name: row.name,
    seats: Number(row.seats),
    position: Number(row.position),
    createdAt: toInstant(row.created_at),
  };
}

const values = (t: SeatingTable) => [t.id, t.bookingId, t.name, t.seats, t.position, t.createdAt];

export class PostgresSeatingRepository implements SeatingRepository {
  constructor(private readonly em: EntityManager) {}

  async listTables(bookingId: string): Promise<SeatingTable[]> {
    if (!isUuid(bookingId)) return [];
    const rows: TableRow[] = await scopedEm(this.em).execute(`select ${COLUMNS.join(', ')} from seating_table where booking_id = ? order by position, created_at`, [bookingId]);
    return rows.map(toTable);
  }

  // Removed and written again rather than updated in place: a plan that swaps two names would
  // otherwise trip the unique name index halfway. The use case runs it inside its transaction.
  async replaceTables(bookingId: string, tables: readonly SeatingTable[]): Promise<void> {
    if (!isUuid(bookingId)) return;
    const em = scopedEm(this.em);
    await em.execute(`delete from seating_table where booking_id = ?`, [bookingId], 'run');
    if (!tables.length) return;
    const row = `(${COLUMNS.map(() => '?').join(', ')})`;
    await em.execute(`insert into seating_table (${COLUMNS.join(', ')}) values ${tables.map(() => row).join(', ')}`, tables.flatMap(values), 'run');
  }

  async assignGuests(bookingId: string, changes: readonly GuestTableChange[]): Promise<void> {
    const valid = changes.filter((change) => isUuid(change.guestId));
    if (!isUuid(bookingId) || !valid.length) return;
    const em = scopedEm(this.em);
    for (let start = 0; start < valid.length; start += ASSIGNMENT_BATCH) {
      const batch = valid.slice(start, start + ASSIGNMENT_BATCH);
      await em.execute(
        `update guest set table_assignment = v.table_assignment
         from (values ${batch.map(() => '(cast(? as uuid), cast(? as text))').join(', ')}) as v (id, table_assignment)
         where guest.id = v.id and guest.booking_id = ?`,
        [...batch.flatMap((change) => [change.guestId, change.tableAssignment]), bookingId],
        'run',
      );
    }
  }
}
