// Shapes of the JSON the API sends, shared by every feature that shows them.

import type { VenueType } from '../../../domain/venues/venue.js';

export type { VenueType };

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
  /** Match percentage from the style assistant. */
  aiScore?: number;
  matchReasons?: string[];
  isAvailable?: boolean;
}
