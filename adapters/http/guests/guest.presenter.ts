import type { ImportAnalysis } from '../../../domain/guests/guest-import.js';
import type { Guest } from '../../../domain/guests/guest.js';
import type { InvitationView } from '../../../domain/guests/invitation.js';

const instant = (date: Date | null) => (date ? date.toISOString() : null);

/** The spec's Guest plus when it was invited and answered; the RSVP token hash stays in the database. */
export function presentGuest(guest: Guest) {
  return {
    id: guest.id,
    bookingId: guest.bookingId,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    dietaryRestrictions: guest.dietaryRestrictions,
    plusOne: guest.plusOne,
    tableAssignment: guest.tableAssignment,
    specialRequests: guest.specialRequests,
    household: guest.household,
    plusOneName: guest.plusOneName,
    meal: guest.meal,
    rsvpStatus: guest.rsvpStatus,
    invitedAt: instant(guest.invitedAt),
    respondedAt: instant(guest.respondedAt),
    createdAt: guest.createdAt.toISOString(),
  };
}

export function presentImportPreview(preview: ImportAnalysis & { existingCount: number }) {
  return {
    columns: preview.columns,
    rows: preview.rows.map((row) => ({
      row: row.row,
      ...row.details,
      rsvpStatus: row.rsvpStatus,
      errors: row.errors,
      partnerOf: row.partnerOf,
      ...(row.duplicateOf ? { duplicateOf: row.duplicateOf } : {}),
    })),
    validCount: preview.validCount,
    errorCount: preview.errorCount,
    duplicateCount: preview.duplicateCount,
    existingCount: preview.existingCount,
  };
}

export function presentInvitation(view: InvitationView) {
  return { ...view, respondedAt: instant(view.respondedAt) };
}
