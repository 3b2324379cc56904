import { NotFoundError } from '../../shared/domain-error.js';
import type { BookingRepository } from '../booking-repository.js';
import { canReadBooking, type Booking, type BookingReader } from '../booking.js';

/** Someone who may not read a booking is told it does not exist. */
export class GetBooking {
  constructor(private readonly bookings: BookingRepository) {}

  async execute(id: string, reader: BookingReader | 'operator'): Promise<Booking> {
    const booking = await this.bookings.findById(id);
    if (!booking || (reader !== 'operator' && !canReadBooking(booking, reader))) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    return booking;
  }
}
