import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { Venue } from '../../venues/venue.js';

/** An operator publishes a venue in review; from then on couples find it in search. */
export class ApproveVenue {
  constructor(private readonly venues: VenueRepository) {}

  async execute(venueId: string): Promise<Venue> {
    const venue = await this.venues.findById(venueId);
    if (!venue) throw new NotFoundError('Venue');
    if (venue.status === 'published') throw new InvalidInputError('status', `${venue.name} is already published`);
    await this.venues.setStatus(venue.id, 'published');
    return { ...venue, status: 'published' };
  }
}
