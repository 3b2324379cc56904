import type { EntityManager } from '@mikro-orm/core';
import type { ReviewPhoto, ReviewPhotoInfo, ReviewPhotoRepository } from '../../../domain/reviews/review-photo.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface PhotoRow {
  id: string;
  review_id: string;
  data?: Uint8Array;
  width: number | string;
  height: number | string;
  created_at: Date | string;
}

/** Ids are random base64url text (see AddReviewPhoto): anything else names no photo. */
const PHOTO_ID = /^[A-Za-z0-9_-]{16,128}$/;

const info = (row: PhotoRow): ReviewPhotoInfo => ({
  id: row.id,
  reviewId: row.review_id,
  width: Number(row.width),
  height: Number(row.height),
  createdAt: toInstant(row.created_at),
});

/** Review photos as bytea, as the board pictures: small WebPs, gone with their review. */
export class PostgresReviewPhotoRepository implements ReviewPhotoRepository {
  constructor(private readonly em: EntityManager) {}

  async lockReview(reviewId: string): Promise<void> {
    if (!isUuid(reviewId)) return;
    await scopedEm(this.em).execute(`select id from review where id = ? for update`, [reviewId]);
  }

  async add(photo: ReviewPhoto): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into review_photo (id, review_id, data, width, height, created_at) values (?, ?, ?, ?, ?, ?)`,
      // The driver writes a Buffer as a bytea literal.
      [photo.id, photo.reviewId, Buffer.from(photo.bytes), photo.width, photo.height, photo.createdAt],
      'run',
    );
  }

  async findVisibleById(id: string): Promise<ReviewPhoto | null> {
    if (!PHOTO_ID.test(id)) return null;
    const rows: PhotoRow[] = await scopedEm(this.em).execute(
      `select p.id, p.review_id, p.data, p.width, p.height, p.created_at
         from review_photo p join review r on r.id = p.review_id
        where p.id = ? and r.hidden_at is null`,
      [id],
    );
    const row = rows[0];
    return row ? { ...info(row), bytes: new Uint8Array(row.data!) } : null;
  }

  async countByReview(reviewId: string): Promise<number> {
    if (!isUuid(reviewId)) return 0;
    const rows: { count: string | number }[] = await scopedEm(this.em).execute(`select count(*) as count from review_photo where review_id = ?`, [reviewId]);
    return Number(rows[0]?.count ?? 0);
  }

  async listByReviews(reviewIds: readonly string[]): Promise<ReviewPhotoInfo[]> {
    const ids = reviewIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows: PhotoRow[] = await scopedEm(this.em).execute(
      `select id, review_id, width, height, created_at from review_photo where review_id in (${ids.map(() => '?').join(', ')}) order by review_id, created_at, id`,
      ids,
    );
    return rows.map(info);
  }

  async delete(reviewId: string, photoId: string): Promise<boolean> {
    if (!isUuid(reviewId) || !PHOTO_ID.test(photoId)) return false;
    const rows: { id: string }[] = await scopedEm(this.em).execute(`delete from review_photo where id = ? and review_id = ? returning id`, [photoId, reviewId]);
    return rows.length > 0;
  }
}
