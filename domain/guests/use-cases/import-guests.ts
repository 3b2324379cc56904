import type { BookingRepository } from '../../bookings/booking-repository.js';
import type { BookingReader } from '../../bookings/booking.js';
import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { analyzeGuestImport, rowsToImport, type ImportAnalysis } from '../guest-import.js';
import type { GuestRepository } from '../guest-repository.js';
import { MAX_GUESTS_PER_BOOKING, type Guest } from '../guest.js';
import { ListGuests } from './list-guests.js';

/** What importing this file would do; nothing is saved. */
export class PreviewGuestImport {
  constructor(
    private readonly guests: GuestRepository,
    private readonly bookings: BookingRepository,
  ) {}

  async execute(bookingId: string, reader: BookingReader, csv: string): Promise<ImportAnalysis & { existingCount: number }> {
    const existing = await new ListGuests(this.guests, this.bookings).execute(bookingId, reader);
    return { ...analyzeGuestImport(csv, existing), existingCount: existing.length };
  }
}

export interface ImportResult {
  imported: number;
  skipped: number;
  skippedWithErrors: number;
  skippedDuplicates: number;
}

/**
 * Saves the rows of a file that have no errors, in one transaction: all of them or, if the
 * list would overflow, none. The file is checked again here; a preview is never trusted.
 */
export class ImportGuests {
  constructor(
    private readonly guests: GuestRepository,
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(bookingId: string, reader: BookingReader, csv: string, options: { includeDuplicates?: boolean } = {}): Promise<ImportResult> {
    const existing = await new ListGuests(this.guests, this.bookings).execute(bookingId, reader);
    const analysis = analyzeGuestImport(csv, existing);
    const rows = rowsToImport(analysis, options.includeDuplicates ?? false);
    const now = this.clock.now();
    const guests = rows.map(
      (row): Guest => ({
        id: this.ids.next(),
        bookingId,
        ...row.details,
        rsvpStatus: row.rsvpStatus,
        invitedAt: null,
        // An answer carried in from the couple's own spreadsheet is recorded as of the import.
        respondedAt: row.rsvpStatus === 'pending' ? null : now,
        createdAt: now,
      }),
    );
    if (guests.length) await this.guests.addMany(bookingId, guests, MAX_GUESTS_PER_BOOKING);
    const skippedWithErrors = analysis.errorCount;
    return {
      imported: guests.length,
      skipped: analysis.rows.length - guests.length,
      skippedWithErrors,
      skippedDuplicates: analysis.rows.length - guests.length - skippedWithErrors,
    };
  }
}
