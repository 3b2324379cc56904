// Shapes of the guest-list calls. The API sends dates as ISO strings.

import type { MealChoice, RsvpStatus } from '@domain/guests/guest';
import type { GuestStats } from '@domain/guests/guest-stats';

export type { GuestStats, MealChoice, RsvpStatus };

export interface Guest {
  id: string;
  bookingId: string;
  name: string;
  email: string | null;
  phone: string | null;
  dietaryRestrictions: string | null;
  plusOne: boolean;
  tableAssignment: string | null;
  specialRequests: string | null;
  /** Guests invited together ("The Garcías"), listed together. */
  household: string | null;
  plusOneName: string | null;
  /** Null until chosen. */
  meal: MealChoice | null;
  rsvpStatus: RsvpStatus;
  /** When the latest invitation went out (ISO), or null. */
  invitedAt: string | null;
  respondedAt: string | null;
  createdAt: string;
}

/** POST /api/guests. Blank optional fields are left out. */
export interface NewGuestRequest {
  bookingId: string;
  name: string;
  email?: string;
  phone?: string;
  dietaryRestrictions?: string;
  plusOne: boolean;
  tableAssignment?: string;
  specialRequests?: string;
  household?: string;
  plusOneName?: string;
  meal?: MealChoice;
  rsvpStatus: 'pending';
}

export interface InvitationsSent {
  sent: number;
  skippedWithoutEmail: number;
}

export type DuplicateOf = { source: 'list'; guestId: string; name: string } | { source: 'file'; row: number };

export interface ImportPreviewRow {
  /** The spreadsheet's row number: the heading is row 1. */
  row: number;
  name: string;
  email: string | null;
  phone: string | null;
  dietaryRestrictions: string | null;
  plusOne: boolean;
  tableAssignment: string | null;
  specialRequests: string | null;
  household: string | null;
  plusOneName: string | null;
  meal: MealChoice | null;
  rsvpStatus: RsvpStatus;
  /** Set on a guest read from the row's partner columns: the row's own guest. */
  partnerOf: string | null;
  errors: string[];
  duplicateOf?: DuplicateOf | null;
}

export interface ImportColumn {
  /** The heading as the file has it. */
  heading: string;
  /** The guest field it fills, or null when the import reads past it. */
  field: string | null;
}

export interface ImportPreview {
  columns: ImportColumn[];
  rows: ImportPreviewRow[];
  validCount: number;
  errorCount: number;
  duplicateCount: number;
  /** Guests on the list before the import. */
  existingCount: number;
}

export interface ImportResult {
  imported: number;
  skipped: number;
}
