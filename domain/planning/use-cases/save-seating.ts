import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { applySeatingPlan, readSeatingPlan, type SeatingPlanInput } from '../seating-plan.js';
import { seatingView, type SeatingPorts, type SeatingView } from './get-seating.js';
import { accessBookingWedding } from './planning-access.js';

/**
 * The couple (or a collaborator who may edit) replaces the seating plan: tables added, renamed,
 * resized, reordered or removed, and guests seated, all in one transaction. A renamed table takes
 * its guests along; a removed one leaves them unseated.
 */
export class SaveSeating {
  constructor(private readonly ports: SeatingPorts & Pick<Ports, 'uow'>) {}

  async execute(actor: Actor | null, bookingId: string, input: SeatingPlanInput): Promise<SeatingView> {
    return this.ports.uow.run(async () => {
      const access = await accessBookingWedding(this.ports, actor, bookingId, 'canEdit');
      // Two saves of one plan queue here, so neither reads tables the other is replacing.
      await this.ports.guests.lockList(bookingId);
      const stored = await this.ports.seating.listTables(bookingId);
      const guests = await this.ports.guests.listByBooking(bookingId);
      const plan = readSeatingPlan(input, stored, guests);
      const { tables, guestTables } = applySeatingPlan(stored, guests, plan, { bookingId, now: this.ports.clock.now(), nextId: () => this.ports.ids.next() });
      await this.ports.seating.replaceTables(bookingId, tables);
      await this.ports.seating.assignGuests(bookingId, guestTables);
      const changed = new Map(guestTables.map((change) => [change.guestId, change.tableAssignment]));
      const seated = guests.map((guest) => (changed.has(guest.id) ? { ...guest, tableAssignment: changed.get(guest.id)! } : guest));
      return seatingView(this.ports, access, bookingId, { tables, guests: seated });
    });
  }
}
