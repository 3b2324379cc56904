import type { EntityManager } from '@mikro-orm/core';
import type { Activity, ActivityType } from '../../../domain/planning/activity.js';
import type { ActivityRepository, CoupleActivityScope } from '../../../domain/planning/activity-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface ActivityRow {
  id: string;
  wedding_id: string | null;
  booking_id: string | null;
  event_id: string;
  type: string;
  user_id: string | null;
  user_name: string;
  action: string;
  details: string;
  occurred_at: Date | string;
}

const COLUMNS = `id, wedding_id, booking_id, event_id, type, user_id, user_name, action, details, occurred_at`;

function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    weddingId: row.wedding_id,
    bookingId: row.booking_id,
    eventId: row.event_id,
    type: row.type as ActivityType,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    details: row.details,
    occurredAt: toInstant(row.occurred_at),
  };
}

export class PostgresActivityRepository implements ActivityRepository {
  constructor(private readonly em: EntityManager) {}

  async add(a: Activity): Promise<void> {
    await scopedEm(this.em).execute(`insert into activity (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (event_id) do nothing`, [
      a.id, a.weddingId, a.bookingId, a.eventId, a.type, a.userId, a.userName, a.action, a.details, a.occurredAt,
    ]);
  }

  async listForCouple(scope: CoupleActivityScope, limit: number): Promise<Activity[]> {
    const bookingIds = scope.bookingIds.filter(isUuid);
    if (!isUuid(scope.weddingId)) return [];
    const inBookings = bookingIds.length ? ` or booking_id in (${bookingIds.map(() => '?').join(', ')})` : '';
    const rows: ActivityRow[] = await scopedEm(this.em).execute(
      `select ${COLUMNS} from activity where wedding_id = ?${inBookings} order by occurred_at desc, seq desc limit ?`,
      [scope.weddingId, ...bookingIds, limit],
    );
    return rows.map(toActivity);
  }
}
