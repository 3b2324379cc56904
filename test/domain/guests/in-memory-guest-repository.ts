import { GuestLimitError } from '../../../domain/guests/guest.errors.js';
import type { GuestChanges, GuestRepository, InvitationRecord } from '../../../domain/guests/guest-repository.js';
import type { Guest } from '../../../domain/guests/guest.js';

/** The port's behaviour, its all-or-nothing add and list limit included, without a database. */
export class InMemoryGuestRepository implements GuestRepository {
  guests: Guest[] = [];
  tokenHashes = new Map<string, string>();

  async listByBooking(bookingId: string) {
    return this.guests.filter((g) => g.bookingId === bookingId).map((g) => ({ ...g }));
  }

  async findById(id: string) {
    const found = this.guests.find((g) => g.id === id);
    return found ? { ...found } : null;
  }

  async findByTokenHash(tokenHash: string) {
    const id = [...this.tokenHashes].find(([, hash]) => hash === tokenHash)?.[0];
    return id ? this.findById(id) : null;
  }

  async addMany(bookingId: string, guests: Guest[], maxPerBooking: number) {
    const existing = this.guests.filter((g) => g.bookingId === bookingId).length;
    if (existing + guests.length > maxPerBooking) throw new GuestLimitError(existing, guests.length, maxPerBooking);
    this.guests.push(...guests.map((g) => ({ ...g })));
  }

  /** Bookings whose list was locked, in order; in one process nothing interleaves anyway. */
  locked: string[] = [];

  async lockList(bookingId: string) {
    this.locked.push(bookingId);
  }

  async update(id: string, changes: GuestChanges, options: { revokeInvitation?: boolean } = {}) {
    const guest = this.guests.find((g) => g.id === id);
    if (!guest) return null;
    Object.assign(guest, changes);
    if (options.revokeInvitation) {
      guest.invitedAt = null;
      this.tokenHashes.delete(id);
    }
    return { ...guest };
  }

  async recordInvitations(invitations: InvitationRecord[]) {
    for (const { guestId, tokenHash, invitedAt } of invitations) {
      this.tokenHashes.set(guestId, tokenHash);
      Object.assign(this.guests.find((g) => g.id === guestId)!, { invitedAt });
    }
  }
}
