import type { Moodboard, MoodboardItem } from './moodboard.js';

export interface MoodboardRepository {
  /** The wedding's board; null when it was never saved. */
  findByWedding(weddingId: string): Promise<Moodboard | null>;
  /** The board becomes exactly these items, in this order (run inside a unit of work). */
  replaceItems(weddingId: string, items: readonly MoodboardItem[], updatedAt: Date): Promise<void>;
}

/** A read-only link to a wedding's board; only the hash of its token is kept. */
export interface MoodboardShare {
  weddingId: string;
  tokenHash: string;
  createdAt: Date;
}

export interface MoodboardShareRepository {
  /** The wedding's link becomes this one; an earlier link stops working. */
  replace(share: MoodboardShare): Promise<void>;
  findByWedding(weddingId: string): Promise<MoodboardShare | null>;
  findByTokenHash(tokenHash: string): Promise<MoodboardShare | null>;
  /** Whether there was a link to revoke. */
  delete(weddingId: string): Promise<boolean>;
}
