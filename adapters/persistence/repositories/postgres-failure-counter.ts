import type { EntityManager } from '@mikro-orm/core';
import type { FailureCounter } from '../../../domain/shared/failure-counter.js';
import { scopedEm } from '../scoped-entity-manager.js';

/**
 * One atomic upsert per failure: the row is locked while it is counted, so concurrent attempts
 * each see the count and the previous failure time left by the one before them.
 */
export class PostgresFailureCounter implements FailureCounter {
  constructor(private readonly em: EntityManager) {}

  async add(key: string, at: Date, forgetBefore: Date): Promise<{ failures: number; previousAt: Date | null }> {
    const connection = scopedEm(this.em);
    const rows = await connection.execute<{ failures: number; previous_failed_at: Date | string | null }[]>(
      `insert into failure_count (key, failures, last_failed_at, previous_failed_at) values (?, 1, ?, null)
       on conflict (key) do update set
         failures = case when failure_count.last_failed_at < ? then 1 else failure_count.failures + 1 end,
         previous_failed_at = case when failure_count.last_failed_at < ? then null else failure_count.last_failed_at end,
         last_failed_at = excluded.last_failed_at
       returning failures, previous_failed_at`,
      [key, at, forgetBefore, forgetBefore],
    );
    // Failures nobody repeated for a day are of no further use (a stranger may try many keys).
    await connection.execute(`delete from failure_count where last_failed_at < ?`, [forgetBefore]);
    const previous = rows[0].previous_failed_at;
    return { failures: Number(rows[0].failures), previousAt: previous === null ? null : new Date(previous) };
  }

  async takeBack(key: string): Promise<void> {
    await scopedEm(this.em).execute(`update failure_count set failures = greatest(failures - 1, 0) where key = ?`, [key]);
  }

  async clear(key: string): Promise<void> {
    await scopedEm(this.em).execute(`delete from failure_count where key = ?`, [key]);
  }
}
