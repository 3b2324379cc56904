import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { NotificationTemplate } from '../notification-template.js';
import { loadNotifyingVenue } from './notification-access.js';
import { venueTemplates } from './venue-templates.js';

type ListPorts = Pick<Ports, 'venues' | 'notificationTemplates' | 'uow' | 'clock' | 'ids'>;

/** A venue's templates; on the first read the venue gets the four samples, all in one transaction. */
export class ListNotificationTemplates {
  constructor(private readonly ports: ListPorts) {}

  async execute(actor: Actor | null, venueId: string): Promise<NotificationTemplate[]> {
    await loadNotifyingVenue(this.ports, actor, venueId);
    return venueTemplates(this.ports, venueId);
  }
}
