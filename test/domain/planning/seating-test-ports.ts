import type { GuestTableChange } from '../../../domain/planning/seating-plan.js';
import type { SeatingRepository } from '../../../domain/planning/seating-repository.js';
import type { SeatingTable } from '../../../domain/planning/seating.js';
import type { InMemoryGuestRepository } from '../guests/in-memory-guest-repository.js';

/** The seating port without a database: tables copied in and out; guests seated on the guest fake. */
export class InMemorySeatingRepository implements SeatingRepository {
  tables: SeatingTable[] = [];
  /** Set to the test's unit of work to count writes made outside one. */
  uow: { depth: number } | null = null;
  writesOutsideUnitOfWork = 0;

  constructor(private readonly guests: InMemoryGuestRepository) {}

  private wrote() {
    if (this.uow && this.uow.depth === 0) this.writesOutsideUnitOfWork++;
  }

  async listTables(bookingId: string) {
    return this.tables.filter((t) => t.bookingId === bookingId).sort((a, b) => a.position - b.position).map((t) => ({ ...t }));
  }

  async replaceTables(bookingId: string, tables: readonly SeatingTable[]) {
    this.wrote();
    this.tables = [...this.tables.filter((t) => t.bookingId !== bookingId), ...tables.map((t) => ({ ...t }))];
  }

  async assignGuests(bookingId: string, changes: readonly GuestTableChange[]) {
    this.wrote();
    for (const { guestId, tableAssignment } of changes) {
      const guest = this.guests.guests.find((g) => g.id === guestId && g.bookingId === bookingId);
      if (guest) guest.tableAssignment = tableAssignment;
    }
  }
}
