import type { components } from '@/types/api.generated';

// Shapes of the seating calls (GET/PUT /api/bookings/{id}/seating).

export type Seating = components['schemas']['SeatingResponse'];
export type SeatingGuest = components['schemas']['SeatingGuestResponse'];
export type SeatingTableView = components['schemas']['SeatingTableResponse'];
export type SeatingWarning = components['schemas']['SeatingWarningResponse'];
export type SaveSeatingBody = components['schemas']['SaveSeatingDto'];

/** A table as the page holds it: `saved` is false until the server has given it an id. */
export interface PlanTable {
  id: string;
  name: string;
  seats: number;
  saved: boolean;
}

/** The plan the page shows: the tables, and every guest with the tableAssignment that seats them. */
export interface SeatingModel {
  tables: PlanTable[];
  guests: SeatingGuest[];
}
