import { centsToDecimalString } from '../../../domain/shared/money.js';
import type { AvailabilityDay } from '../../../domain/venues/venue-availability.js';
import type { VenueDetails } from '../../../domain/venues/use-cases/get-venue-details.js';
import type { Venue, VenuePackage } from '../../../domain/venues/venue.js';

/** Venue as the spec's clients read it: price is a decimal string. */
export function presentVenue(venue: Venue) {
  return {
    id: venue.id,
    name: venue.name,
    location: venue.location,
    city: venue.city,
    description: venue.description,
    images: venue.images,
    amenities: venue.amenities,
    venueType: venue.venueType,
    maxGuests: venue.maxGuests,
    capacity: venue.capacity,
    price: centsToDecimalString(venue.priceCents),
    rating: venue.rating,
    reviewCount: venue.reviewCount,
    featured: venue.featured,
    styles: venue.styles,
    atmospheres: venue.atmospheres,
    bestSeasons: venue.bestSeasons,
  };
}

const jsonOfFrozen = new WeakMap<object, string>();

/** JSON text kept with a frozen value: it can never change, and the read cache hands the same one out again and again. */
function keptJson(value: object, json: () => string): string {
  if (!Object.isFrozen(value)) return json();
  let text = jsonOfFrozen.get(value);
  if (text === undefined) jsonOfFrozen.set(value, (text = json()));
  return text;
}

/**
 * A list of venues as JSON text, as presentVenue shows each. The read cache and the search index
 * keep their venues and pages frozen and hand the same ones out again, so a search mostly joins
 * texts written before rather than presenting and serializing twelve venues: that was 10% of a
 * search's CPU under load (README, Speed). A route returns the text with its type set to JSON, and
 * Nest sends a string as it is.
 */
export function venuesAsJson(venues: readonly Venue[]): string {
  return keptJson(venues, () => `[${venues.map((venue) => keptJson(venue, () => JSON.stringify(presentVenue(venue)))).join(',')}]`);
}

/** The venue page's venue: the public venue and the owner's own kind of place. */
export function presentVenueDetails(details: VenueDetails) {
  return { ...presentVenue(details.venue), listingType: details.listingType, listingDetails: { ...details.listingDetails } };
}

export function presentPackage(pkg: VenuePackage) {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    basePrice: centsToDecimalString(pkg.basePriceCents),
    maxGuests: pkg.maxGuests,
    includedServices: pkg.includedServices,
    isPopular: pkg.isPopular,
  };
}

export function presentAvailabilityDay(day: AvailabilityDay) {
  return { date: day.date, isAvailable: day.isAvailable, price: centsToDecimalString(day.priceCents) };
}
