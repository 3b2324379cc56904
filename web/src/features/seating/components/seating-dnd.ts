// What moves and where it lands, shared by the board, the rows and the cards.

/** A guest, or a household, being dragged. */
export interface DragItem {
  guestIds: string[];
  /** Read out while it moves: "Ana García + guest", "The Garcías household". */
  label: string;
}

/** A place to set guests down: a table, or no table. */
export interface DropTarget {
  tableId: string | null;
  label: string;
}

/** A table in a guest's Table menu: saved tables only (a new one has no id yet). */
export interface TableOption {
  id: string;
  name: string;
  /** "Table 1 (6 of 8 seats)". */
  label: string;
}

export const UNSEATED_DROP_ID = 'unseated';
export const tableDropId = (tableId: string) => `table:${tableId}`;
