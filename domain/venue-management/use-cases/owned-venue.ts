import { requireVenueOwner } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { Venue } from '../../venues/venue.js';

/** The venue, if the actor owns it (whatever its status); otherwise "not found". */
export async function loadOwnedVenue(venues: Pick<VenueRepository, 'findById'>, actor: Actor | null, venueId: string): Promise<Venue> {
  return requireVenueOwner(actor, await venues.findById(venueId));
}
