import type { Ports } from '../../ports.js';
import type { Booking, BookingReader } from '../booking.js';
import { ChangeBookingStatus } from './change-booking-status.js';
import { GetBooking } from './get-booking.js';

/** A couple calls off their own booking (from the browser that made it, or their account); the owner hears of it. */
export class CancelOwnBooking {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'venues' | 'accounts' | 'events' | 'uow' | 'clock'>) {}

  async execute(bookingId: string, reader: BookingReader): Promise<Booking> {
    await new GetBooking(this.ports.bookings).execute(bookingId, reader);
    return new ChangeBookingStatus(this.ports).execute(bookingId, 'cancelled', 'couple');
  }
}
