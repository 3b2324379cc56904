import { sortPackages } from '../venue-packages.js';
import type { VenueRepository } from '../venue-repository.js';
import type { VenuePackage } from '../venue.js';
import { GetVenue } from './get-venue.js';

export class ListVenuePackages {
  constructor(private readonly venues: VenueRepository) {}

  async execute(venueId: string): Promise<VenuePackage[]> {
    await new GetVenue(this.venues).execute(venueId);
    return sortPackages(await this.venues.packagesOf(venueId));
  }
}
