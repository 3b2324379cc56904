import type { VenueRepository } from '../venue-repository.js';
import type { VenueSearchPage } from '../venue-search.js';
import type { VenueStatus } from '../venue.js';

/** Every venue whatever its status, for operators. */
export class ListVenues {
  constructor(private readonly venues: VenueRepository) {}

  execute(filter: { status?: VenueStatus; limit: number; offset: number }): Promise<VenueSearchPage> {
    return this.venues.list(filter);
  }
}
