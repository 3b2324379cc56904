import type { GuestTableChange } from './seating-plan.js';
import type { SeatingTable } from './seating.js';

/** A booking's seating tables, and the guests' tableAssignment they are matched by. */
export interface SeatingRepository {
  /** In the couple's order. */
  listTables(bookingId: string): Promise<SeatingTable[]>;
  /** Makes these the booking's tables, exactly: kept ones rewritten, the rest added or removed. */
  replaceTables(bookingId: string, tables: readonly SeatingTable[]): Promise<void>;
  /** Writes the tableAssignment of these guests; a guest of another booking is left alone. */
  assignGuests(bookingId: string, changes: readonly GuestTableChange[]): Promise<void>;
}
