import type { BookingFilter, BookingRepository } from '../../domain/bookings/booking-repository.js';
import { DateTakenError } from '../../domain/bookings/booking.errors.js';
import type { BookingStatus } from '../../domain/bookings/booking-status.js';
import type { Booking } from '../../domain/bookings/booking.js';
import type { CalendarDate } from '../../domain/shared/calendar-date.js';

/** The port's behaviour, including its one-booking-per-date guarantee, without a database. */
export class InMemoryBookingRepository implements BookingRepository {
  bookings: Booking[] = [];

  private holds(venueId: string, date: CalendarDate, except?: string): boolean {
    return this.bookings.some((b) => b.venueId === venueId && b.eventDate === date && b.status !== 'cancelled' && b.id !== except);
  }

  async add(booking: Booking) {
    if (booking.status !== 'cancelled' && this.holds(booking.venueId, booking.eventDate)) throw new DateTakenError();
    this.bookings.push({ ...booking });
  }

  async findById(id: string) {
    const found = this.bookings.find((b) => b.id === id);
    return found ? { ...found } : null;
  }

  async list(filter: BookingFilter) {
    const all = this.bookings.filter((b) => (!filter.venueId || b.venueId === filter.venueId) && (!filter.customerId || b.customerId === filter.customerId) && (!filter.status || b.status === filter.status));
    return { bookings: all.slice(filter.offset, filter.offset + filter.limit), total: all.length };
  }

  async changeStatus(id: string, from: BookingStatus, to: BookingStatus) {
    const booking = this.bookings.find((b) => b.id === id);
    if (!booking || booking.status !== from) return null;
    if (to !== 'cancelled' && this.holds(booking.venueId, booking.eventDate, id)) throw new DateTakenError();
    booking.status = to;
    return { ...booking };
  }

  async claim(accessKeyHash: string, customerId: string) {
    const claimed = this.bookings.filter((b) => b.accessKeyHash === accessKeyHash && b.customerId === null);
    for (const booking of claimed) booking.customerId = customerId;
    return claimed.map((b) => ({ ...b }));
  }

  async heldDates(venueId: string, start: CalendarDate, end: CalendarDate) {
    return this.bookings.filter((b) => b.venueId === venueId && b.status !== 'cancelled' && b.eventDate >= start && b.eventDate <= end).map((b) => b.eventDate);
  }
}
