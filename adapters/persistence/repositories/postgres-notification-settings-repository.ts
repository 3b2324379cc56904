import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../domain/venue-notifications/notification-settings.js';
import type { NotificationSettingsRepository } from '../../../domain/venue-notifications/notification-template-repository.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid } from './row-values.js';

export class PostgresNotificationSettingsRepository implements NotificationSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(venueId: string): Promise<NotificationSettings | null> {
    if (!isUuid(venueId)) return null;
    const rows: { settings: string | Record<string, unknown> }[] = await scopedEm(this.em).execute(`select settings from notification_settings where venue_id = ?`, [venueId]);
    if (!rows[0]) return null;
    const stored = typeof rows[0].settings === 'string' ? JSON.parse(rows[0].settings) : rows[0].settings;
    // Only known fields of the right type pass; a toggle added since takes its default.
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
    for (const key of Object.keys(settings) as (keyof NotificationSettings)[]) {
      if (typeof stored[key] === typeof settings[key]) (settings as Record<string, unknown>)[key] = stored[key];
    }
    return settings;
  }

  async save(venueId: string, settings: NotificationSettings, now: Date): Promise<void> {
    await scopedEm(this.em).execute(
      `insert into notification_settings (venue_id, settings, updated_at) values (?, ?::jsonb, ?)
       on conflict (venue_id) do update set settings = excluded.settings, updated_at = excluded.updated_at`,
      [venueId, JSON.stringify(settings), now],
    );
  }
}
