import type { NotificationSettings } from './notification-settings.js';
import type { NotificationTemplate } from './notification-template.js';

/** A venue's notification templates. */
export interface NotificationTemplateRepository {
  /** Oldest first. */
  listByVenue(venueId: string): Promise<NotificationTemplate[]>;
  findById(id: string): Promise<NotificationTemplate | null>;
  /** Adds the templates unless the venue already has some; true when it added them. */
  addAllIfNone(venueId: string, templates: readonly NotificationTemplate[]): Promise<boolean>;
  add(template: NotificationTemplate): Promise<void>;
  update(template: NotificationTemplate): Promise<void>;
}

/** A venue's notification settings; a venue without a row has the defaults. */
export interface NotificationSettingsRepository {
  find(venueId: string): Promise<NotificationSettings | null>;
  save(venueId: string, settings: NotificationSettings, now: Date): Promise<void>;
}
