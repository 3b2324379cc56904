import type { BookingReader } from '../../bookings/booking.js';
import type { GuestListAccessPorts } from '../guest-list-access.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { guestListFileName, guestsToCsv } from '../guest-export.js';
import type { GuestRepository } from '../guest-repository.js';
import { ListGuests } from './list-guests.js';

export class ExportGuests {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
    private readonly clock: Clock,
  ) {}

  async execute(bookingId: string, reader: BookingReader): Promise<{ fileName: string; csv: string }> {
    const guests = await new ListGuests(this.guests, this.access).execute(bookingId, reader);
    return { fileName: guestListFileName(calendarDateIn(this.clock.now())), csv: guestsToCsv(guests) };
  }
}
