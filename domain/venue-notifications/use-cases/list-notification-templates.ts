import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { NotificationTemplate } from '../notification-template.js';
import { SAMPLE_TEMPLATES } from '../sample-templates.js';
import { loadNotifyingVenue } from './notification-access.js';

type ListPorts = Pick<Ports, 'venues' | 'notificationTemplates' | 'uow' | 'clock' | 'ids'>;

/** A venue's templates; on the first read the venue gets the four samples, all in one transaction. */
export class ListNotificationTemplates {
  constructor(private readonly ports: ListPorts) {}

  async execute(actor: Actor | null, venueId: string): Promise<NotificationTemplate[]> {
    await loadNotifyingVenue(this.ports, actor, venueId);
    const { notificationTemplates: templates, uow, clock, ids } = this.ports;
    const stored = await templates.listByVenue(venueId);
    if (stored.length > 0) return stored;
    return uow.run(async () => {
      const now = clock.now();
      const samples = SAMPLE_TEMPLATES.map((fields) => ({ ...fields, id: ids.next(), venueId, createdAt: now, updatedAt: now }));
      await templates.addAllIfNone(venueId, samples);
      return templates.listByVenue(venueId);
    });
  }
}
