import type { EntityManager } from '@mikro-orm/core';
import type { ModerationDecision, VenueModeration, VenueModerationRepository } from '../../../domain/venue-management/venue-moderation.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

export class PostgresVenueModerationRepository implements VenueModerationRepository {
  constructor(private readonly em: EntityManager) {}

  async record(m: VenueModeration): Promise<void> {
    await scopedEm(this.em).execute(`insert into venue_moderation (venue_id, decision, reason, decided_at) values (?, ?, ?, ?)`, [m.venueId, m.decision, m.reason, m.decidedAt]);
  }

  async latest(venueId: string): Promise<VenueModeration | null> {
    if (!isUuid(venueId)) return null;
    const rows: { decision: ModerationDecision; reason: string | null; decided_at: Date | string }[] = await scopedEm(this.em).execute(
      `select decision, reason, decided_at from venue_moderation where venue_id = ? order by decided_at desc, id desc limit 1`,
      [venueId],
    );
    return rows[0] ? { venueId, decision: rows[0].decision, reason: rows[0].reason, decidedAt: toInstant(rows[0].decided_at) } : null;
  }
}
