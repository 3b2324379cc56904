import type { EntityManager } from '@mikro-orm/core';
import type { CalendarDate } from '../../../domain/shared/calendar-date.js';
import type { VenueViewRepository } from '../../../domain/venue-management/venue-view-repository.js';
import { isUuid } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

export class PostgresVenueViewRepository implements VenueViewRepository {
  constructor(private readonly em: EntityManager) {}

  async record(venueId: string, day: CalendarDate): Promise<void> {
    await scopedEm(this.em).execute(`insert into venue_view (venue_id, day, views) values (?, ?, 1) on conflict (venue_id, day) do update set views = venue_view.views + 1`, [venueId, day]);
  }

  async total(venueId: string): Promise<number> {
    if (!isUuid(venueId)) return 0;
    const rows: { total: string | number | null }[] = await scopedEm(this.em).execute(`select sum(views) as total from venue_view where venue_id = ?`, [venueId]);
    return Number(rows[0]?.total ?? 0);
  }
}
