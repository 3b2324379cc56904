import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { readTemplateFields, type NotificationTemplate, type TemplateInput } from '../notification-template.js';
import { loadOwnedTemplate } from './notification-access.js';
import { bookTemplateReminders } from './schedule-booking-reminders.js';

export class UpdateNotificationTemplate {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'bookings' | 'scheduler' | 'uow' | 'clock'>) {}

  /** The spec's client sends venueId with every edit: it must be the template's own venue. */
  async execute(actor: Actor | null, templateId: string, input: TemplateInput & { venueId?: string }): Promise<NotificationTemplate> {
    const { template } = await loadOwnedTemplate(this.ports, actor, templateId);
    if (input.venueId !== undefined && input.venueId !== template.venueId) {
      throw new InvalidInputError('NOTIFICATION.INVALID_TEMPLATE', 'venueId', 'A template cannot move to another venue');
    }
    const updated: NotificationTemplate = { ...template, ...readTemplateFields(input, template), updatedAt: this.ports.clock.now() };
    await this.ports.uow.run(async () => {
      await this.ports.notificationTemplates.update(updated);
      // Switched on, or its timing moved: confirmed bookings get it too (an edit of the words alone books nothing).
      if (timingChanged(template, updated)) await bookTemplateReminders(this.ports, updated);
    });
    return updated;
  }
}

function timingChanged(before: NotificationTemplate, after: NotificationTemplate): boolean {
  return (
    after.isActive &&
    (!before.isActive || before.type !== after.type || before.sendTiming !== after.sendTiming || before.scheduleDays !== after.scheduleDays)
  );
}
