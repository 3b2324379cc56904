import type { VenueRepository } from '../venue-repository.js';
import type { Venue } from '../venue.js';

export const FEATURED_VENUE_COUNT = 6;

export class ListFeaturedVenues {
  constructor(private readonly venues: VenueRepository) {}

  execute(): Promise<Venue[]> {
    return this.venues.featured(FEATURED_VENUE_COUNT);
  }
}
