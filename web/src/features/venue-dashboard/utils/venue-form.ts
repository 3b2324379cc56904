import { VENUE_LIMITS } from '@domain/venues/venue-limits';
import type { VenueDetailsChange } from '../api/update-venue';
import type { OwnedVenue } from '../types';

// The Details form as text the owner types, and the rules checked before it is sent.

export interface VenueFormValues {
  name: string;
  description: string;
  location: string;
  city: string;
  maxGuests: string;
  capacity: string;
  price: string;
  amenities: string[];
  images: string[];
}

export type VenueFormField = keyof VenueFormValues;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export const MAX_CUSTOM_AMENITY_LENGTH = VENUE_LIMITS.amenityLength;
export const MAX_AMENITIES = VENUE_LIMITS.amenities;
export const MAX_IMAGES = VENUE_LIMITS.images;
export { VENUE_LIMITS };

const count = (n: number) => n.toLocaleString('en-US');

/** "12500.00" -> "12500": the form edits whole dollars. */
export function wholeDollars(decimal: string): string {
  const value = Number(decimal);
  return Number.isFinite(value) ? String(Math.round(value)) : '';
}

export function venueFormValues(venue: OwnedVenue): VenueFormValues {
  return {
    name: venue.name,
    description: venue.description ?? '',
    location: venue.location,
    city: venue.city ?? '',
    maxGuests: String(venue.maxGuests),
    capacity: String(venue.capacity ?? venue.maxGuests),
    price: wholeDollars(venue.price),
    amenities: [...venue.amenities],
    images: [...venue.images],
  };
}

/** A whole number of at least `min`, or null. */
export function parseWholeNumber(text: string, min = 1): number | null {
  const trimmed = text.trim().replace(/[$,]/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min ? value : null;
}

export function isImageUrl(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text) || /^\/\S+$/.test(text);
}

export function validateVenueForm(values: VenueFormValues): FormErrors<VenueFormField> {
  const errors: FormErrors<VenueFormField> = {};
  if (!values.name.trim()) errors.name = 'Enter the venue name.';
  if (!values.location.trim()) errors.location = 'Enter the address.';
  if (!values.city.trim()) errors.city = 'Enter the city.';
  const maxGuests = parseWholeNumber(values.maxGuests);
  if (maxGuests === null) errors.maxGuests = 'Enter a whole number of guests, at least 1.';
  else if (maxGuests > VENUE_LIMITS.maxGuests) errors.maxGuests = `Enter a number of guests from 1 to ${count(VENUE_LIMITS.maxGuests)}.`;
  const capacity = parseWholeNumber(values.capacity);
  if (capacity === null) errors.capacity = 'Enter a whole number of seats, at least 1.';
  else if (maxGuests !== null && capacity > maxGuests) errors.capacity = 'Seated capacity cannot be more than the maximum guests.';
  else if (capacity > VENUE_LIMITS.maxGuests) errors.capacity = `Enter a number of seats from 1 to ${count(VENUE_LIMITS.maxGuests)}.`;
  const price = parseWholeNumber(values.price);
  if (price === null) errors.price = 'Enter the starting price in whole dollars, at least $1.';
  else if (price > VENUE_LIMITS.maxPriceDollars) errors.price = `Enter a starting price from $1 to $${count(VENUE_LIMITS.maxPriceDollars)}.`;
  if (!values.images.length) errors.images = 'Keep at least one photo.';
  return errors;
}

/** Assumes validateVenueForm found nothing. */
export function toVenueChange(values: VenueFormValues): VenueDetailsChange {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    city: values.city.trim(),
    maxGuests: parseWholeNumber(values.maxGuests) ?? undefined,
    capacity: parseWholeNumber(values.capacity) ?? undefined,
    price: parseWholeNumber(values.price) ?? undefined,
    amenities: values.amenities,
    images: values.images,
  };
}
