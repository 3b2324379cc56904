import type { NotificationSettings } from '../../domain/venue-notifications/notification-settings.js';
import type { NotificationSettingsRepository, NotificationTemplateRepository } from '../../domain/venue-notifications/notification-template-repository.js';
import type { NotificationTemplate } from '../../domain/venue-notifications/notification-template.js';

/** The templates port without a database, for use-case tests. */
export class InMemoryNotificationTemplateRepository implements NotificationTemplateRepository {
  templates: NotificationTemplate[] = [];

  async listByVenue(venueId: string) {
    return this.templates.filter((t) => t.venueId === venueId).map((t) => ({ ...t }));
  }

  async findById(id: string) {
    const found = this.templates.find((t) => t.id === id);
    return found ? { ...found } : null;
  }

  async addAllIfNone(venueId: string, templates: readonly NotificationTemplate[]) {
    if (this.templates.some((t) => t.venueId === venueId) || templates.length === 0) return false;
    this.templates.push(...templates.map((t) => ({ ...t })));
    return true;
  }

  async add(template: NotificationTemplate) {
    this.templates.push({ ...template });
  }

  async update(template: NotificationTemplate) {
    this.templates = this.templates.map((t) => (t.id === template.id ? { ...template } : t));
  }
}

export class InMemoryNotificationSettingsRepository implements NotificationSettingsRepository {
  readonly settings = new Map<string, NotificationSettings>();

  async find(venueId: string) {
    return this.settings.get(venueId) ?? null;
  }

  async save(venueId: string, settings: NotificationSettings) {
    this.settings.set(venueId, { ...settings });
  }
}
