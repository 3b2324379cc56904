import type { EntityManager } from '@mikro-orm/core';
import type { NotificationTemplateRepository } from '../../../domain/venue-notifications/notification-template-repository.js';
import type { NotificationTemplate, SendTiming, TemplateType } from '../../../domain/venue-notifications/notification-template.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface TemplateRow {
  id: string;
  venue_id: string;
  name: string;
  type: string;
  subject: string;
  content: string;
  is_active: boolean;
  send_timing: string;
  schedule_days: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, venue_id, name, type, subject, content, is_active, send_timing, schedule_days, created_at, updated_at';

const toTemplate = (row: TemplateRow): NotificationTemplate => ({
  id: row.id,
  venueId: row.venue_id,
  name: row.name,
  type: row.type as TemplateType,
  subject: row.subject,
  content: row.content,
  isActive: row.is_active,
  sendTiming: row.send_timing as SendTiming,
  scheduleDays: row.schedule_days === null ? null : Number(row.schedule_days),
  createdAt: toInstant(row.created_at),
  updatedAt: toInstant(row.updated_at),
});

const values = (t: NotificationTemplate) => [t.id, t.venueId, t.name, t.type, t.subject, t.content, t.isActive, t.sendTiming, t.scheduleDays, t.createdAt, t.updatedAt];

export class PostgresNotificationTemplateRepository implements NotificationTemplateRepository {
  constructor(private readonly em: EntityManager) {}

  async listByVenue(venueId: string): Promise<NotificationTemplate[]> {
    if (!isUuid(venueId)) return [];
    const rows: TemplateRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from notification_template where venue_id = ? order by created_at, name`, [venueId]);
    return rows.map(toTemplate);
  }

  async findById(id: string): Promise<NotificationTemplate | null> {
    if (!isUuid(id)) return null;
    const rows: TemplateRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from notification_template where id = ?`, [id]);
    return rows[0] ? toTemplate(rows[0]) : null;
  }

  async addAllIfNone(venueId: string, templates: readonly NotificationTemplate[]): Promise<boolean> {
    const em = scopedEm(this.em);
    // Two first reads at once queue on the venue row, so only one of them adds the samples.
    await em.execute(`select id from venue where id = ? for update`, [venueId]);
    const [{ count }]: { count: string | number }[] = await em.execute(`select count(*) as count from notification_template where venue_id = ?`, [venueId]);
    if (Number(count) > 0 || templates.length === 0) return false;
    const placeholders = templates.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await em.execute(`insert into notification_template (${COLUMNS}) values ${placeholders}`, templates.flatMap(values));
    return true;
  }

  async add(template: NotificationTemplate): Promise<void> {
    await scopedEm(this.em).execute(`insert into notification_template (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, values(template));
  }

  async update(t: NotificationTemplate): Promise<void> {
    await scopedEm(this.em).execute(
      `update notification_template set name = ?, type = ?, subject = ?, content = ?, is_active = ?, send_timing = ?, schedule_days = ?, updated_at = ? where id = ?`,
      [t.name, t.type, t.subject, t.content, t.isActive, t.sendTiming, t.scheduleDays, t.updatedAt, t.id],
    );
  }
}
