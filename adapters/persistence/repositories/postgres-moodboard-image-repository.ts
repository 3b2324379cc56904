import type { EntityManager } from '@mikro-orm/core';
import type { MoodboardImage, MoodboardImageRepository } from '../../../domain/planning/moodboard-image.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface ImageRow {
  id: string;
  wedding_id: string;
  data: Uint8Array;
  width: number | string;
  height: number | string;
  created_at: Date | string;
}

/** Ids are random base64url text (see UploadMoodboardImage): anything else names no picture. */
const IMAGE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** Uploaded board pictures as bytea: small WebPs, kept with the wedding and gone with it. */
export class PostgresMoodboardImageRepository implements MoodboardImageRepository {
  constructor(private readonly em: EntityManager) {}

  async add(image: MoodboardImage): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into moodboard_image (id, wedding_id, data, width, height, created_at) values (?, ?, ?, ?, ?, ?)`,
      // The driver writes a Buffer as a bytea literal.
      [image.id, image.weddingId, Buffer.from(image.bytes), image.width, image.height, image.createdAt],
      'run',
    );
  }

  async findById(id: string): Promise<MoodboardImage | null> {
    if (!IMAGE_ID.test(id)) return null;
    const rows: ImageRow[] = await scopedEm(this.em).execute(`select id, wedding_id, data, width, height, created_at from moodboard_image where id = ?`, [id]);
    const row = rows[0];
    if (!row) return null;
    return { id: row.id, weddingId: row.wedding_id, bytes: new Uint8Array(row.data), width: Number(row.width), height: Number(row.height), createdAt: toInstant(row.created_at) };
  }

  async countByWedding(weddingId: string): Promise<number> {
    if (!isUuid(weddingId)) return 0;
    const rows: { count: string | number }[] = await scopedEm(this.em).execute(`select count(*) as count from moodboard_image where wedding_id = ?`, [weddingId]);
    return Number(rows[0]?.count ?? 0);
  }

  async deleteUnused(weddingId: string, keepIds: readonly string[], before: Date): Promise<void> {
    if (!isUuid(weddingId)) return;
    const keep = keepIds.filter((id) => IMAGE_ID.test(id));
    const notKept = keep.length ? ` and id not in (${keep.map(() => '?').join(', ')})` : '';
    await scopedEm(this.em).execute(`delete from moodboard_image where wedding_id = ? and created_at < ?${notKept}`, [weddingId, before, ...keep], 'run');
  }
}
