import type { BookingReader } from '../../bookings/booking.js';
import { openGuestList, type GuestListAccessPorts } from '../guest-list-access.js';
import type { GuestRepository } from '../guest-repository.js';
import { guestStats, type GuestStats } from '../guest-stats.js';
import type { Guest } from '../guest.js';

/** A booking's guests, for whoever may read the booking (anyone else is told it does not exist). */
export class ListGuests {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<Guest[]> {
    await openGuestList(this.access, bookingId, reader);
    return this.guests.listByBooking(bookingId);
  }
}

export class GetGuestStats {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<GuestStats> {
    return guestStats(await new ListGuests(this.guests, this.access).execute(bookingId, reader));
  }
}
