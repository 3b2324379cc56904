import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { ConflictError } from '../../shared/domain-error.js';
import { readTemplateFields, TEMPLATE_LIMITS, type NotificationTemplate, type TemplateInput } from '../notification-template.js';
import { loadNotifyingVenue } from './notification-access.js';
import { bookTemplateReminders } from './schedule-booking-reminders.js';

export class CreateNotificationTemplate {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'bookings' | 'scheduler' | 'uow' | 'clock' | 'ids'>) {}

  async execute(actor: Actor | null, venueId: string, input: TemplateInput): Promise<NotificationTemplate> {
    await loadNotifyingVenue(this.ports, actor, venueId);
    const fields = readTemplateFields(input);
    const { notificationTemplates: templates, uow, clock, ids } = this.ports;
    return uow.run(async () => {
      if ((await templates.listByVenue(venueId)).length >= TEMPLATE_LIMITS.maxTemplatesPerVenue) {
        throw new ConflictError('NOTIFICATION.TEMPLATE_LIMIT_REACHED', `A venue can keep at most ${TEMPLATE_LIMITS.maxTemplatesPerVenue} templates`);
      }
      const now = clock.now();
      const template: NotificationTemplate = { ...fields, id: ids.next(), venueId, createdAt: now, updatedAt: now };
      await templates.add(template);
      await bookTemplateReminders(this.ports, template);
      return template;
    });
  }
}
