import type { BookingReader } from '../../bookings/booking.js';
import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { analyzeGuestImport, rowsToImport, type ImportAnalysis } from '../guest-import.js';
import type { GuestRepository } from '../guest-repository.js';
import { MAX_GUESTS_PER_BOOKING, type Guest } from '../guest.js';
import { openGuestList, type GuestListAccessPorts } from '../guest-list-access.js';
import { ListGuests } from './list-guests.js';

/** What importing this file would do; nothing is saved. */
export class PreviewGuestImport {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
  ) {}

  async execute(bookingId: string, reader: BookingReader, csv: string): Promise<ImportAnalysis & { existingCount: number }> {
    await openGuestList(this.access, bookingId, reader, 'canEdit');
    const existing = await new ListGuests(this.guests, this.access).execute(bookingId, reader);
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
 * The list is locked before it is read for duplicates, so the same file sent twice at once
 * (a double click, a retry) adds each guest once: the second import waits, then finds them all.
 * A unique index could not say this: who counts as the same guest depends on email or name,
 * and "import duplicates anyway" must still be able to add a second John Smith.
 */
export class ImportGuests {
  constructor(
    private readonly guests: GuestRepository,
    private readonly access: GuestListAccessPorts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly uow: UnitOfWork,
  ) {}

  execute(bookingId: string, reader: BookingReader, csv: string, options: { includeDuplicates?: boolean } = {}): Promise<ImportResult> {
    return this.uow.run(async () => {
      await this.guests.lockList(bookingId);
      return this.importInto(bookingId, reader, csv, options.includeDuplicates ?? false);
    });
  }

  private async importInto(bookingId: string, reader: BookingReader, csv: string, includeDuplicates: boolean): Promise<ImportResult> {
    await openGuestList(this.access, bookingId, reader, 'canEdit');
    const existing = await new ListGuests(this.guests, this.access).execute(bookingId, reader);
    const analysis = analyzeGuestImport(csv, existing);
    const rows = rowsToImport(analysis, includeDuplicates);
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
