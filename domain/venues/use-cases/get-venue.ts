import { NotFoundError } from '../../shared/domain-error.js';
import type { VenueRepository } from '../venue-repository.js';
import type { Venue } from '../venue.js';

/** A venue as the public sees it: one still in review is not shown. */
export class GetVenue {
  constructor(private readonly venues: VenueRepository) {}

  async execute(id: string): Promise<Venue> {
    const venue = await this.venues.findById(id);
    if (!venue || venue.status !== 'published') throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
    return venue;
  }
}
