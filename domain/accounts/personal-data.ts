import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * Who a person is, for finding what is theirs: the account, and its email address when the
 * account proved it holds it (only then are bookings, inquiries and leads sent with that address
 * theirs too, so nobody reads or erases someone else's by signing up with their address).
 */
export interface DataSubject {
  accountId: string;
  /** Lower-cased; null when the address is not verified. */
  verifiedEmail: string | null;
}

/** Everything a person can download about themselves, section by section, as stored. */
export type PersonalDataSections = Record<string, unknown>;

/** A booking of the person still ahead, that their deletion cancels (the venue is told). */
export interface BookingToRelease {
  bookingId: string;
  venueId: string;
  eventDate: CalendarDate;
  status: 'pending' | 'confirmed';
}

/** The venue owner to tell that a couple with a booking at their venue deleted their account. */
export interface VenueToTell {
  venueId: string;
  venueName: string;
  ownerEmail: string;
  ownerName: string;
}

/**
 * The person's data across every table: read for the download, erased (deleted or anonymised)
 * for the deletion. `erase` runs inside the caller's unit of work.
 */
export interface PersonalDataRepository {
  sectionsOf(subject: DataSubject): Promise<PersonalDataSections>;
  /** How many venue listings the account owns. */
  ownedVenueCount(accountId: string): Promise<number>;
  /** The person's pending or confirmed bookings on `from` or later. */
  activeBookingsFrom(subject: DataSubject, from: CalendarDate): Promise<BookingToRelease[]>;
  ownerOfVenue(venueId: string): Promise<VenueToTell | null>;
  /**
   * Deletes what only they need (account, sessions, guests of their bookings, their wedding's
   * planning, memberships) and anonymises what others still count (bookings keep amounts, dates
   * and statuses; reviews keep stars and text; inquiries and mail keep their place, not their words).
   * `tombstone` replaces their email where a row must keep one.
   */
  erase(subject: DataSubject, tombstone: string): Promise<void>;
  /** A guest asked to be forgotten: the row stays as a declined place, without any personal detail, and its link dies. */
  forgetGuest(guestId: string): Promise<void>;
}

/** What stands in a booking or review for a couple who deleted their account. */
export const DELETED_COUPLE_NAME = 'Deleted couple';
/** The name a deleted couple's review shows instead of theirs: it still stems from a real, completed booking. */
export const DELETED_REVIEWER_NAME = 'Verified couple';
/** What stands in a guest list for a guest who asked to be forgotten. */
export const FORGOTTEN_GUEST_NAME = 'Guest removed at their request';
