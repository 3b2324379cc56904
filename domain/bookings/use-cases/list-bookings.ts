import type { BookingFilter, BookingRepository } from '../booking-repository.js';
import type { Booking } from '../booking.js';

export class ListBookings {
  constructor(private readonly bookings: BookingRepository) {}

  execute(filter: BookingFilter): Promise<{ bookings: Booking[]; total: number }> {
    return this.bookings.list(filter);
  }
}
