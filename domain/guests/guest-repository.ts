import type { Guest, GuestDetails, RsvpStatus } from './guest.js';

export type GuestChanges = Partial<GuestDetails> & { rsvpStatus?: RsvpStatus; respondedAt?: Date | null };

export interface InvitationRecord {
  guestId: string;
  /** Hash of the guest's new RSVP token; it replaces the previous one, which stops working. */
  tokenHash: string;
  invitedAt: Date;
}

export interface GuestRepository {
  /** A booking's guests in the order they were added. */
  listByBooking(bookingId: string): Promise<Guest[]>;
  findById(id: string): Promise<Guest | null>;
  findByTokenHash(tokenHash: string): Promise<Guest | null>;
  /**
   * Stores all of the guests of one booking or none of them. The storage guarantees the booking
   * never holds more than `maxPerBooking` guests, even with concurrent adds, and throws
   * GuestLimitError when these would not fit.
   */
  addMany(bookingId: string, guests: Guest[], maxPerBooking: number): Promise<void>;
  /**
   * Inside a unit of work: makes every other change to this booking's list that asks for the
   * same lock wait until the unit of work ends, so a read of the list, then an add based on it,
   * cannot interleave with another (two imports of one file add each guest once).
   */
  lockList(bookingId: string): Promise<void>;
  /**
   * Writes only the given fields; returns the guest as stored, or null when it is gone. With
   * revokeInvitation, the guest's RSVP link stops working in the same write (invitedAt: null).
   */
  update(id: string, changes: GuestChanges, options?: { revokeInvitation?: boolean }): Promise<Guest | null>;
  /** Records new invitations, all in one go. */
  recordInvitations(invitations: InvitationRecord[]): Promise<void>;
}
