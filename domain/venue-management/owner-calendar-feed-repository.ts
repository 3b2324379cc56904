/** An owner's calendar subscription link; only the hash of its token is kept. */
export interface OwnerCalendarFeed {
  accountId: string;
  tokenHash: string;
  createdAt: Date;
}

export interface OwnerCalendarFeedRepository {
  /** The owner's link becomes this one; an earlier link stops working. */
  replace(feed: OwnerCalendarFeed): Promise<void>;
  findByAccount(accountId: string): Promise<OwnerCalendarFeed | null>;
  findByTokenHash(tokenHash: string): Promise<OwnerCalendarFeed | null>;
  /** Whether there was a link to revoke. */
  delete(accountId: string): Promise<boolean>;
}
