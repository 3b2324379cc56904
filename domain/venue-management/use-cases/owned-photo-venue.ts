import { requireAccountType } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import type { Venue } from '../../venues/venue.js';
import { loadOwnedVenue } from './owned-venue.js';

/** The venue whose photos the actor manages: anonymous 401, a couple or vendor 403, another owner 404. */
export async function loadPhotoVenue(ports: Pick<Ports, 'venues'>, actor: Actor | null, venueId: string): Promise<Venue> {
  requireAccountType(actor, 'venue');
  return loadOwnedVenue(ports.venues, actor, venueId);
}
