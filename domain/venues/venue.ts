import type { Cents } from '../shared/money.js';

export const VENUE_TYPES = ['garden', 'ballroom', 'barn', 'beach', 'historic', 'outdoor'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** The eight amenities the search sidebar filters on. Venues may list others too. */
export const FILTER_AMENITIES = [
  'Parking Available',
  'Catering Included',
  'Bridal Suite',
  'Dance Floor',
  'Outdoor Space',
  'Lake View',
  'Mountain Views',
  'Historic Architecture',
] as const;

export const WEDDING_STYLES = ['romantic', 'rustic', 'elegant', 'bohemian', 'modern', 'vintage', 'garden', 'beach'] as const;
export type WeddingStyle = (typeof WEDDING_STYLES)[number];

export const ATMOSPHERES = ['intimate', 'grand', 'outdoor', 'cozy', 'luxurious', 'casual'] as const;
export type Atmosphere = (typeof ATMOSPHERES)[number];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const VENUE_STATUSES = ['published', 'review'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

export interface Venue {
  id: string;
  name: string;
  /** Street address or area, e.g. "1402 Ranch Road 1376, Fredericksburg, TX". */
  location: string;
  city: string;
  description: string;
  images: string[];
  amenities: string[];
  venueType: VenueType;
  maxGuests: number;
  /** Comfortable seated capacity; maxGuests is the standing maximum. */
  capacity: number;
  /** Starting price. */
  priceCents: Cents;
  /** 0.0 to 5.0, one decimal. */
  rating: number;
  reviewCount: number;
  featured: boolean;
  status: VenueStatus;
  /** What the venue suits, used by the style assistant's match score. */
  styles: WeddingStyle[];
  atmospheres: Atmosphere[];
  bestSeasons: Season[];
  ownerId: string | null;
}

export interface VenuePackage {
  id: string;
  venueId: string;
  name: string;
  description: string;
  basePriceCents: Cents;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

export interface BlockedDate {
  venueId: string;
  /** YYYY-MM-DD */
  date: string;
}
