import { householdKey } from '../../../domain/guests/guest-filters.js';
import { tableOfGuest, tablesByKey, type SeatingWarning } from '../../../domain/planning/seating.js';
import type { SeatingView } from '../../../domain/planning/use-cases/get-seating.js';
import type { SeatingPrint } from '../../planning-exports/seating-pdf.js';

function presentWarning(warning: SeatingWarning) {
  return {
    type: warning.type,
    tableId: 'tableId' in warning ? warning.tableId : null,
    guestId: 'guestId' in warning ? warning.guestId : null,
    message: warning.message,
  };
}

/** The seating tab's one read: tables with who sits there, the guests, and what to look at. */
export function presentSeating(view: SeatingView) {
  const { chart } = view;
  const byKey = tablesByKey(chart.tables.map(({ table }) => table));
  return {
    bookingId: view.bookingId,
    canEdit: view.canEdit,
    tables: chart.tables.map(({ table, guests, seatsUsed }) => ({ id: table.id, name: table.name, seats: table.seats, seatsUsed, guestIds: guests.map((g) => g.id) })),
    unassignedGuestIds: chart.unassigned.map((g) => g.id),
    guests: chart.guests.map((guest) => ({
      id: guest.id,
      name: guest.name,
      plusOne: guest.plusOne,
      plusOneName: guest.plusOneName,
      rsvpStatus: guest.rsvpStatus,
      household: guest.household,
      householdKey: guest.household === null ? null : householdKey(guest.household),
      tableAssignment: guest.tableAssignment,
      tableId: tableOfGuest(guest, byKey)?.id ?? null,
    })),
    warnings: chart.warnings.map(presentWarning),
  };
}

export function seatingPrint(view: SeatingView): SeatingPrint {
  const printGuest = (guest: SeatingView['chart']['guests'][number]) => ({
    name: guest.name,
    plusOne: guest.plusOne,
    plusOneName: guest.plusOneName,
    declined: guest.rsvpStatus === 'declined',
  });
  return {
    coupleName: view.coupleName,
    eventDate: view.eventDate,
    venueName: view.venueName,
    tables: view.chart.tables.map(({ table, guests, seatsUsed }) => ({ name: table.name, seats: table.seats, seatsUsed, guests: guests.map(printGuest) })),
    unassigned: view.chart.unassigned.map(printGuest),
  };
}
