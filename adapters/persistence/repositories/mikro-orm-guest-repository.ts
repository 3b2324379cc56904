import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { GuestLimitError } from '../../../domain/guests/guest.errors.js';
import type { GuestChanges, GuestRepository, InvitationRecord } from '../../../domain/guests/guest-repository.js';
import { isMealChoice, type Guest, type RsvpStatus } from '../../../domain/guests/guest.js';
import { GuestEntity, type GuestRow } from '../entities/guest.entity.js';
import { isUuid } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

/** Rows per statement when recording invitations: well under PostgreSQL's parameter limit. */
const INVITATION_BATCH = 500;

export function toGuest(row: GuestRow): Guest {
  return {
    id: row.id,
    bookingId: row.bookingId,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    dietaryRestrictions: row.dietaryRestrictions ?? null,
    plusOne: row.plusOne,
    tableAssignment: row.tableAssignment ?? null,
    specialRequests: row.specialRequests ?? null,
    household: row.household ?? null,
    plusOneName: row.plusOneName ?? null,
    meal: isMealChoice(row.meal) ? row.meal : null,
    rsvpStatus: row.rsvpStatus as RsvpStatus,
    invitedAt: row.invitedAt ?? null,
    respondedAt: row.respondedAt ?? null,
    createdAt: row.createdAt,
  };
}

export class MikroOrmGuestRepository implements GuestRepository {
  constructor(private readonly em: EntityManager) {}

  async listByBooking(bookingId: string): Promise<Guest[]> {
    if (!isUuid(bookingId)) return [];
    const rows = await scopedEm(this.em).find(GuestEntity, { bookingId }, { orderBy: [{ createdAt: 'asc' }, { seq: 'asc' }] });
    return rows.map(toGuest);
  }

  async findById(id: string): Promise<Guest | null> {
    if (!isUuid(id)) return null;
    const row = await scopedEm(this.em).findOne(GuestEntity, { id });
    return row ? toGuest(row) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<Guest | null> {
    const row = await scopedEm(this.em).findOne(GuestEntity, { rsvpTokenHash: tokenHash });
    return row ? toGuest(row) : null;
  }

  async addMany(bookingId: string, guests: Guest[], maxPerBooking: number): Promise<void> {
    await scopedEm(this.em).transactional(async (em) => {
      // Adds to one list queue on the booking's row lock, so two imports cannot both fit.
      await em.execute('select id from booking where id = ? for update', [bookingId]);
      const existing = await em.count(GuestEntity, { bookingId });
      if (existing + guests.length > maxPerBooking) throw new GuestLimitError(existing, guests.length, maxPerBooking);
      await em.insertMany(GuestEntity, guests.map((guest) => ({ ...guest, rsvpTokenHash: null })));
    });
  }

  async lockList(bookingId: string): Promise<void> {
    const em = scopedEm(this.em);
    // Outside a transaction the lock would end with the statement and guard nothing.
    if (!em.isInTransaction()) throw new Error('lockList must run inside a unit of work');
    if (isUuid(bookingId)) await em.execute('select id from booking where id = ? for update', [bookingId]);
  }

  async update(id: string, changes: GuestChanges, options: { revokeInvitation?: boolean } = {}): Promise<Guest | null> {
    if (!isUuid(id)) return null;
    const revoke = options.revokeInvitation ? { rsvpTokenHash: null, invitedAt: null } : {};
    const updated = await scopedEm(this.em).nativeUpdate(GuestEntity, { id }, { ...changes, ...revoke });
    return updated ? this.findById(id) : null;
  }

  async recordInvitations(invitations: InvitationRecord[]): Promise<void> {
    await scopedEm(this.em).transactional(async (em) => {
      for (let start = 0; start < invitations.length; start += INVITATION_BATCH) {
        const batch = invitations.slice(start, start + INVITATION_BATCH);
        await em.execute(
          `update guest set rsvp_token_hash = v.token_hash, invited_at = v.invited_at
           from (values ${batch.map(() => '(cast(? as uuid), ?, cast(? as timestamptz))').join(', ')}) as v (id, token_hash, invited_at)
           where guest.id = v.id`,
          batch.flatMap((i) => [i.guestId, i.tokenHash, i.invitedAt.toISOString()]),
          'run',
        );
      }
    });
  }
}
