import type { EntityManager } from '@mikro-orm/core';
import type { MoodboardShare, MoodboardShareRepository } from '../../../domain/planning/moodboard-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface ShareRow {
  wedding_id: string;
  token_hash: string;
  created_at: Date | string;
}

const toShare = (row: ShareRow): MoodboardShare => ({ weddingId: row.wedding_id, tokenHash: row.token_hash, createdAt: toInstant(row.created_at) });

export class PostgresMoodboardShareRepository implements MoodboardShareRepository {
  constructor(private readonly em: EntityManager) {}

  async replace(share: MoodboardShare): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into moodboard_share (wedding_id, token_hash, created_at) values (?, ?, ?)
       on conflict (wedding_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [share.weddingId, share.tokenHash, share.createdAt],
    );
  }

  async findByWedding(weddingId: string): Promise<MoodboardShare | null> {
    if (!isUuid(weddingId)) return null;
    const rows: ShareRow[] = await scopedEm(this.em).execute(`select wedding_id, token_hash, created_at from moodboard_share where wedding_id = ?`, [weddingId]);
    return rows[0] ? toShare(rows[0]) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<MoodboardShare | null> {
    const rows: ShareRow[] = await scopedEm(this.em).execute(`select wedding_id, token_hash, created_at from moodboard_share where token_hash = ?`, [tokenHash]);
    return rows[0] ? toShare(rows[0]) : null;
  }

  async delete(weddingId: string): Promise<boolean> {
    if (!isUuid(weddingId)) return false;
    const rows: unknown[] = await scopedEm(this.em).execute(`delete from moodboard_share where wedding_id = ? returning wedding_id`, [weddingId]);
    return rows.length > 0;
  }
}
