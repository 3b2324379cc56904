import { requireAccountType } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { Cents } from '../../shared/money.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { Venue } from '../../venues/venue.js';
import { listingTypeProfile, LISTING_VENUE_TYPES } from '../listing-types.js';

/** Used when an owner lists a venue without pictures yet. */
export const PLACEHOLDER_VENUE_IMAGE = '/media/scenes/hilltop-2.svg';

export interface VenueListing {
  name: string;
  description: string;
  location: string;
  city: string;
  venueType: string;
  maxGuests: number;
  indoorCapacity?: number | null;
  priceCents: Cents;
  amenities: string[];
  images: string[];
  contactEmail: string;
  /** Everything else the wizard asks (contact, terms, policies ...), kept as given. */
  details: Record<string, unknown>;
}

/** An owner's new venue waits in review until an operator approves it (`hcw venues approve`). */
export class SubmitVenueListing {
  constructor(
    private readonly venues: VenueRepository,
    private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor | null, listing: VenueListing): Promise<Venue> {
    const owner = requireAccountType(actor, 'venue');
    const required: [keyof VenueListing, unknown][] = [
      ['name', listing.name.trim()],
      ['location', listing.location.trim()],
      ['city', listing.city.trim()],
      ['venueType', listing.venueType.trim()],
      ['contactEmail', listing.contactEmail.trim()],
    ];
    for (const [field, value] of required) if (!value) throw new InvalidInputError(field, `${field} is required`);
    if (listing.maxGuests < 1) throw new InvalidInputError('maxGuests', 'maxGuests must be at least 1');
    if (listing.priceCents < 1) throw new InvalidInputError('price', 'price must be more than 0');
    const profile = listingTypeProfile(listing.venueType);
    if (!profile) throw new InvalidInputError('venueType', `venueType must be one of: ${Object.keys(LISTING_VENUE_TYPES).join(', ')}`);
    const images = listing.images.map((u) => u.trim()).filter(Boolean);
    const venue: Venue = {
      id: this.ids.next(),
      name: listing.name.trim(),
      location: listing.location.trim(),
      city: listing.city.trim(),
      description: listing.description.trim(),
      images: images.length ? images : [PLACEHOLDER_VENUE_IMAGE],
      amenities: [...new Set(listing.amenities.map((a) => a.trim()).filter(Boolean))],
      venueType: profile.searchType,
      maxGuests: listing.maxGuests,
      capacity: Math.min(listing.indoorCapacity || listing.maxGuests, listing.maxGuests),
      priceCents: listing.priceCents,
      rating: 0,
      reviewCount: 0,
      featured: false,
      status: 'review',
      styles: profile.styles,
      atmospheres: profile.atmospheres,
      bestSeasons: ['spring', 'fall'],
      ownerId: owner.accountId,
    };
    await this.venues.insertMany([{ venue, packages: [], blockedDates: [] }]);
    await this.venues.setListingDetails(venue.id, { ...listing.details, contactEmail: listing.contactEmail.trim(), listingType: listing.venueType });
    return venue;
  }
}
