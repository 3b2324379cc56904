import type { EntityManager } from '@mikro-orm/core';
import type { OwnerCalendarFeed, OwnerCalendarFeedRepository } from '../../../domain/venue-management/owner-calendar-feed-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface FeedRow {
  account_id: string;
  token_hash: string;
  created_at: Date | string;
}

const toFeed = (row: FeedRow): OwnerCalendarFeed => ({ accountId: row.account_id, tokenHash: row.token_hash, createdAt: toInstant(row.created_at) });

export class PostgresOwnerCalendarFeedRepository implements OwnerCalendarFeedRepository {
  constructor(private readonly em: EntityManager) {}

  async replace(feed: OwnerCalendarFeed): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into owner_calendar_feed (account_id, token_hash, created_at) values (?, ?, ?)
       on conflict (account_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [feed.accountId, feed.tokenHash, feed.createdAt],
    );
  }

  async findByAccount(accountId: string): Promise<OwnerCalendarFeed | null> {
    if (!isUuid(accountId)) return null;
    const rows: FeedRow[] = await scopedEm(this.em).execute(`select account_id, token_hash, created_at from owner_calendar_feed where account_id = ?`, [accountId]);
    return rows[0] ? toFeed(rows[0]) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<OwnerCalendarFeed | null> {
    const rows: FeedRow[] = await scopedEm(this.em).execute(`select account_id, token_hash, created_at from owner_calendar_feed where token_hash = ?`, [tokenHash]);
    return rows[0] ? toFeed(rows[0]) : null;
  }

  async delete(accountId: string): Promise<boolean> {
    if (!isUuid(accountId)) return false;
    const rows: unknown[] = await scopedEm(this.em).execute(`delete from owner_calendar_feed where account_id = ? returning account_id`, [accountId]);
    return rows.length > 0;
  }
}
