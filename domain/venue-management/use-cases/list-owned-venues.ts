import { requireAccountType } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { Venue } from '../../venues/venue.js';

export class ListOwnedVenues {
  constructor(private readonly venues: VenueRepository) {}

  async execute(actor: Actor | null): Promise<Venue[]> {
    const owner = requireAccountType(actor, 'venue');
    return this.venues.listByOwner(owner.accountId);
  }
}
