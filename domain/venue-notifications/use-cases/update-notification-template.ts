import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { readTemplateFields, type NotificationTemplate, type TemplateInput } from '../notification-template.js';
import { loadOwnedTemplate } from './notification-access.js';

export class UpdateNotificationTemplate {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'clock'>) {}

  /** The spec's client sends venueId with every edit: it must be the template's own venue. */
  async execute(actor: Actor | null, templateId: string, input: TemplateInput & { venueId?: string }): Promise<NotificationTemplate> {
    const { template } = await loadOwnedTemplate(this.ports, actor, templateId);
    if (input.venueId !== undefined && input.venueId !== template.venueId) {
      throw new InvalidInputError('NOTIFICATION.INVALID_TEMPLATE', 'venueId', 'A template cannot move to another venue');
    }
    const updated: NotificationTemplate = { ...template, ...readTemplateFields(input, template), updatedAt: this.ports.clock.now() };
    await this.ports.notificationTemplates.update(updated);
    return updated;
  }
}
