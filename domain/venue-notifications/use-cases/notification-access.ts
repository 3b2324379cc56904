import { requireAccountType } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { loadOwnedVenue } from '../../venue-management/use-cases/owned-venue.js';
import type { Venue } from '../../venues/venue.js';
import type { NotificationTemplate } from '../notification-template.js';

/** A couple or vendor is told the page is not theirs (403); another owner finds no such venue (404). */
export async function loadNotifyingVenue(ports: Pick<Ports, 'venues'>, actor: Actor | null, venueId: string): Promise<Venue> {
  requireAccountType(actor, 'venue');
  return loadOwnedVenue(ports.venues, actor, venueId);
}

/** A template of one of the actor's venues; any other reads as not found. */
export async function loadOwnedTemplate(
  ports: Pick<Ports, 'venues' | 'notificationTemplates'>,
  actor: Actor | null,
  templateId: string,
): Promise<{ template: NotificationTemplate; venue: Venue }> {
  requireAccountType(actor, 'venue');
  const template = await ports.notificationTemplates.findById(templateId);
  if (!template) throw new NotFoundError('NOTIFICATION.TEMPLATE_NOT_FOUND', 'Notification template');
  try {
    return { template, venue: await loadOwnedVenue(ports.venues, actor, template.venueId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError('NOTIFICATION.TEMPLATE_NOT_FOUND', 'Notification template');
    throw error;
  }
}
