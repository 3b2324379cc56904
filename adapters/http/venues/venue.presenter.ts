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
