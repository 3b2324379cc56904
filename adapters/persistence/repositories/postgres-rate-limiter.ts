import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../../domain/shared/clock.js';
import type { RateLimiter } from '../../../domain/shared/rate-limiter.js';
import { scopedEm } from '../scoped-entity-manager.js';

/** Fixed windows counted with one atomic upsert, so concurrent requests cannot both slip through. */
export class PostgresRateLimiter implements RateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const nowMs = this.clock.now().getTime();
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
    const connection = scopedEm(this.em);
    const rows = await connection.execute<{ hits: number }[]>(
      `insert into rate_limit_window (key, window_start, hits) values (?, ?, 1)
       on conflict (key, window_start) do update set hits = rate_limit_window.hits + 1
       returning hits`,
      [key, windowStart],
    );
    // Old windows of this key are of no further use.
    await connection.execute(`delete from rate_limit_window where key = ? and window_start < ?`, [key, windowStart]);
    const hits = Number(rows[0].hits);
    return { allowed: hits <= limit, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000) };
  }
}
