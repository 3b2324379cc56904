import { listingFactsOf, type ListingFacts } from '../../venue-management/listing-details.js';
import type { VenueRepository } from '../venue-repository.js';
import type { Venue } from '../venue.js';
import { GetVenue } from './get-venue.js';

/** What the venue page shows: the public venue and the kind of place its owner listed it as. */
export interface VenueDetails {
  venue: Venue;
  /**
   * The owner's own word from the listing wizard ("chapel"), which search files under one of its six
   * types ("historic"); null for venues that did not come through the wizard (the demo catalogue).
   */
  listingType: string | null;
  /** The wizard's contact, terms, policies, parking and accessibility answers; null where not given. */
  listingDetails: ListingFacts;
}

export class GetVenueDetails {
  constructor(private readonly venues: VenueRepository) {}

  async execute(id: string): Promise<VenueDetails> {
    const venue = await new GetVenue(this.venues).execute(id);
    const details = await this.venues.listingDetails(venue.id);
    const { listingType } = details;
    return {
      venue,
      listingType: typeof listingType === 'string' && listingType.trim() ? listingType.trim().toLowerCase() : null,
      listingDetails: listingFactsOf(details),
    };
  }
}
