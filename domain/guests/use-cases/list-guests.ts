import type { BookingRepository } from '../../bookings/booking-repository.js';
import type { BookingReader } from '../../bookings/booking.js';
import { GetBooking } from '../../bookings/use-cases/get-booking.js';
import type { GuestRepository } from '../guest-repository.js';
import { guestStats, type GuestStats } from '../guest-stats.js';
import type { Guest } from '../guest.js';

/** A booking's guests, for whoever may read the booking (anyone else is told it does not exist). */
export class ListGuests {
  constructor(
    private readonly guests: GuestRepository,
    private readonly bookings: BookingRepository,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<Guest[]> {
    await new GetBooking(this.bookings).execute(bookingId, reader);
    return this.guests.listByBooking(bookingId);
  }
}

export class GetGuestStats {
  constructor(
    private readonly guests: GuestRepository,
    private readonly bookings: BookingRepository,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<GuestStats> {
    return guestStats(await new ListGuests(this.guests, this.bookings).execute(bookingId, reader));
  }
}
