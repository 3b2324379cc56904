import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { addDays, type CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { VenueViewRepository, VenueVisit, VisitorKeys } from '../../../domain/venue-management/venue-view-repository.js';
import { isUuid } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

export class PostgresVenueViewRepository implements VenueViewRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One statement: the visitor row goes in only if this visitor is new today and the address is
   * under its cap; only then does the day's count go up. Two requests of one visitor at the same
   * moment meet on the primary key, so a visitor never counts twice; the address cap is a read in
   * the same statement and may let a burst of simultaneous new browsers pass it by one or two.
   */
  async recordVisit(visit: VenueVisit, maxVisitorsPerAddress: number): Promise<boolean> {
    const rows: unknown[] = await scopedEm(this.em).execute(
      `with counted as (
         insert into venue_view_visitor (venue_id, day, visitor_key, address_key)
         select ?, ?::date, ?, ?::text
         where ?::text is null
            or (select count(*) from venue_view_visitor where venue_id = ? and day = ?::date and address_key = ?::text) < ?
         on conflict do nothing
         returning venue_id, day
       )
       insert into venue_view (venue_id, day, views)
       select venue_id, day, 1 from counted
       on conflict (venue_id, day) do update set views = venue_view.views + 1
       returning venue_id`,
      [visit.venueId, visit.day, visit.visitorKey, visit.addressKey, visit.addressKey, visit.venueId, visit.day, visit.addressKey, maxVisitorsPerAddress],
    );
    return rows.length > 0;
  }

  async total(venueId: string): Promise<number> {
    if (!isUuid(venueId)) return 0;
    const rows: { total: string | number | null }[] = await scopedEm(this.em).execute(`select sum(views) as total from venue_view where venue_id = ?`, [venueId]);
    return Number(rows[0]?.total ?? 0);
  }
}

/** Days a secret (and the visitor rows hashed with it) is kept: today's and yesterday's, for requests around midnight. */
const SECRET_DAYS_KEPT = 2;

/**
 * HMAC-SHA256 under a random secret per day, kept in the database so every app process hashes
 * alike. When a new day's secret is made, older secrets and visitor rows are deleted: from then
 * on nobody, the operator included, can test a stored key against a guessed address.
 */
export class PostgresVisitorKeys implements VisitorKeys {
  private cached: { day: CalendarDate; secret: string } | null = null;

  constructor(private readonly em: EntityManager) {}

  async keyOf(day: CalendarDate, parts: readonly string[]): Promise<string> {
    const secret = this.cached?.day === day ? this.cached.secret : await this.secretOf(day);
    this.cached = { day, secret };
    return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
  }

  private async secretOf(day: CalendarDate): Promise<string> {
    const em = scopedEm(this.em);
    const made: unknown[] = await em.execute(`insert into visitor_key_secret (day, secret) values (?, ?) on conflict (day) do nothing returning day`, [day, randomBytes(32).toString('base64url')]);
    if (made.length > 0) {
      const oldest = addDays(day, -(SECRET_DAYS_KEPT - 1));
      await em.execute(`delete from visitor_key_secret where day < ?`, [oldest]);
      await em.execute(`delete from venue_view_visitor where day < ?`, [oldest]);
    }
    const rows: { secret: string }[] = await em.execute(`select secret from visitor_key_secret where day = ?`, [day]);
    return rows[0].secret;
  }
}
