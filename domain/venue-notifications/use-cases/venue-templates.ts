import type { Ports } from '../../ports.js';
import type { NotificationTemplate } from '../notification-template.js';
import { SAMPLE_TEMPLATES } from '../sample-templates.js';

type TemplatePorts = Pick<Ports, 'notificationTemplates' | 'uow' | 'clock' | 'ids'>;

/**
 * A venue's templates. A venue starts with the four samples: they are stored the first time
 * anything needs the venue's templates (the owner's list, a confirmation, a reminder), in one
 * transaction, so what the owner sees is always what goes out.
 */
export async function venueTemplates(ports: TemplatePorts, venueId: string): Promise<NotificationTemplate[]> {
  const { notificationTemplates: templates, uow, clock, ids } = ports;
  const stored = await templates.listByVenue(venueId);
  if (stored.length > 0) return stored;
  return uow.run(async () => {
    const now = clock.now();
    const samples = SAMPLE_TEMPLATES.map((fields) => ({ ...fields, id: ids.next(), venueId, createdAt: now, updatedAt: now }));
    await templates.addAllIfNone(venueId, samples);
    return templates.listByVenue(venueId);
  });
}
