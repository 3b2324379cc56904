/** A read-only link to a wedding's timeline; only the hash of its token is kept. */
export interface TimelineShare {
  weddingId: string;
  tokenHash: string;
  createdAt: Date;
}

export interface TimelineShareRepository {
  /** The wedding's link becomes this one; an earlier link stops working. */
  replace(share: TimelineShare): Promise<void>;
  findByWedding(weddingId: string): Promise<TimelineShare | null>;
  findByTokenHash(tokenHash: string): Promise<TimelineShare | null>;
  /** Whether there was a link to revoke. */
  delete(weddingId: string): Promise<boolean>;
}
