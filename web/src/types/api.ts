// Shapes of the JSON the API sends, shared by every feature that shows them.

import type { Atmosphere, Season, VenueType, WeddingStyle } from '../../../domain/venues/venue.js';
import type { VenueSort } from '../../../domain/venues/venue-search.js';

export type { Atmosphere, Season, VenueSort, VenueType, WeddingStyle };

export interface Venue {
  id: string;
  name: string;
  location: string;
  city: string;
  description: string;
  images: string[];
  amenities: string[];
  venueType: VenueType;
  maxGuests: number;
  capacity: number;
  /** Starting price as a decimal string, e.g. "12500.00". */
  price: string;
  rating: number;
  reviewCount: number;
  featured?: boolean;
  /** What the venue suits; the style assistant scores against these. */
  styles: WeddingStyle[];
  atmospheres: Atmosphere[];
  bestSeasons: Season[];
  /** Match percentage from the style assistant. */
  aiScore?: number;
  matchReasons?: string[];
  isAvailable?: boolean;
}

/** POST /api/venues/search. Only the fields that are set are sent; budget in whole dollars. */
export interface VenueSearchRequest {
  location?: string;
  guestCount?: number;
  budget?: { min?: number; max?: number };
  venueType?: VenueType[];
  amenities?: string[];
  sort?: VenueSort;
  page?: number;
  /** At most 60. */
  pageSize?: number;
}
