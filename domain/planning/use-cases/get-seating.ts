import type { Actor } from '../../accounts/account.js';
import type { Guest } from '../../guests/guest.js';
import type { Ports } from '../../ports.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { seatingChart, type SeatingChart, type SeatingTable } from '../seating.js';
import { coupleName } from '../wedding.js';
import { accessBookingWedding, type PlanningAccess, type PlanningAccessPorts } from './planning-access.js';

export type SeatingPorts = PlanningAccessPorts & Pick<Ports, 'guests' | 'seating' | 'venues'>;

/** A booking's seating chart, with what the printed chart heads it with. */
export interface SeatingView {
  bookingId: string;
  eventDate: CalendarDate;
  venueName: string | null;
  coupleName: string;
  /** Whether the caller may change the plan (the couple, or a collaborator who may edit). */
  canEdit: boolean;
  chart: SeatingChart<Guest>;
}

/** The view of a booking the caller has reached, from the tables and guests as they now stand. */
export async function seatingView(
  ports: SeatingPorts,
  access: PlanningAccess,
  bookingId: string,
  current?: { tables: readonly SeatingTable[]; guests: readonly Guest[] },
): Promise<SeatingView> {
  const booking = await ports.bookings.findById(bookingId);
  if (!booking) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
  const tables = current?.tables ?? (await ports.seating.listTables(bookingId));
  const guests = current?.guests ?? (await ports.guests.listByBooking(bookingId));
  const venue = await ports.venues.findById(booking.venueId);
  return {
    bookingId,
    eventDate: booking.eventDate,
    venueName: venue?.name ?? null,
    coupleName: coupleName(access.account, access.wedding),
    canEdit: access.permissions.canEdit,
    chart: seatingChart(tables, guests),
  };
}

/** Who sits where at a booking's wedding, for the couple and anyone planning it with them. */
export class GetSeating {
  constructor(private readonly ports: SeatingPorts) {}

  async execute(actor: Actor | null, bookingId: string): Promise<SeatingView> {
    const access = await accessBookingWedding(this.ports, actor, bookingId);
    return seatingView(this.ports, access, bookingId);
  }
}
