import { requireAccountType, requireVerifiedEmail } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { Cents } from '../../shared/money.js';
import type { Ports } from '../../ports.js';
import type { Venue } from '../../venues/venue.js';
import { LISTING_DETAIL_LIMITS } from '../../venues/venue-limits.js';
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
  constructor(private readonly ports: Pick<Ports, 'venues' | 'events' | 'uow' | 'ids'>) {}

  async execute(actor: Actor | null, listing: VenueListing): Promise<Venue> {
    const owner = requireVerifiedEmail(requireAccountType(actor, 'venue'));
    const required: [keyof VenueListing, unknown][] = [
      ['name', listing.name.trim()],
      ['location', listing.location.trim()],
      ['city', listing.city.trim()],
      ['venueType', listing.venueType.trim()],
      ['contactEmail', listing.contactEmail.trim()],
    ];
    for (const [field, value] of required) if (!value) throw new InvalidInputError('VENUE.INVALID_LISTING', field, `${field} is required`);
    if (listing.maxGuests < 1) throw new InvalidInputError('VENUE.INVALID_LISTING', 'maxGuests', 'maxGuests must be at least 1');
    if (listing.priceCents < 1) throw new InvalidInputError('VENUE.INVALID_LISTING', 'price', 'price must be more than 0');
    assertListingDetails(listing.details);
    const { minGuests } = listing.details;
    if (typeof minGuests === 'number' && minGuests > listing.maxGuests) {
      throw new InvalidInputError('VENUE.INVALID_LISTING', 'details.minGuests', 'minGuests must not be more than maxGuests');
    }
    const profile = listingTypeProfile(listing.venueType);
    if (!profile) throw new InvalidInputError('VENUE.INVALID_LISTING', 'venueType', `venueType must be one of: ${Object.keys(LISTING_VENUE_TYPES).join(', ')}`);
    const images = listing.images.map((u) => u.trim()).filter(Boolean);
    const venue: Venue = {
      id: this.ports.ids.next(),
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
    const { venues, events, uow } = this.ports;
    await uow.run(async () => {
      await venues.insertMany([{ venue, packages: [], blockedDates: [] }]);
      await venues.setListingDetails(venue.id, { ...listing.details, contactEmail: listing.contactEmail.trim(), listingType: listing.venueType });
      await events.record({ type: 'listing.submitted', venueId: venue.id, ownerId: owner.accountId, city: venue.city, venueType: venue.venueType });
    });
    return venue;
  }
}

/** The wizard's other answers are kept as given, within the bounds its form offers. */
function assertListingDetails(details: Record<string, unknown>): void {
  const refuse = (field: string, message: string) => {
    throw new InvalidInputError('VENUE.INVALID_LISTING', `details.${field}`, `${field} ${message}`);
  };
  for (const [field, value] of Object.entries(details)) {
    if (typeof value === 'string' && value.length > LISTING_DETAIL_LIMITS.textLength) refuse(field, `must be at most ${LISTING_DETAIL_LIMITS.textLength} characters`);
    if (typeof value === 'number' && !(value >= 0 && value <= LISTING_DETAIL_LIMITS.maxNumber)) refuse(field, `must be a number from 0 to ${LISTING_DETAIL_LIMITS.maxNumber}`);
    if (Array.isArray(value)) {
      if (value.length > LISTING_DETAIL_LIMITS.items) refuse(field, `may hold at most ${LISTING_DETAIL_LIMITS.items} items`);
      if (value.some((item) => typeof item !== 'string' || item.length > LISTING_DETAIL_LIMITS.itemLength)) refuse(field, `must hold text of at most ${LISTING_DETAIL_LIMITS.itemLength} characters each`);
    }
  }
}
