// The hand-written shape of one demo venue, before packages and image URLs are derived.
import type { Atmosphere, Season, VenueType, WeddingStyle } from '../../../domain/venues/venue.js';

/**
 * Short codes for amenities, so the venue lists stay readable and typos fail to compile.
 * The extras use the names the style assistant's must-have features look for.
 */
export const AMENITY_NAMES = {
  parking: 'Parking Available',
  catering: 'Catering Included',
  suite: 'Bridal Suite',
  dance: 'Dance Floor',
  outdoor: 'Outdoor Space',
  lake: 'Lake View',
  hills: 'Mountain Views',
  historic: 'Historic Architecture',
  access: 'Wheelchair Accessible',
  coordinator: 'On-site Coordinator',
  tables: 'Tables & Chairs',
  lights: 'String Lights',
  arbor: 'Ceremony Arbor',
  climate: 'Climate Controlled',
  tours: 'Vineyard Tours',
  lodging: 'On-site Lodging',
  pets: 'Pet Friendly',
  fire: 'Fire Pit',
  dock: 'Private Dock',
  bar: 'Full Bar',
  tasting: 'Wine Tasting',
  river: 'River View',
  piano: 'Grand Piano',
  valet: 'Valet Parking',
  lounge: "Groom's Lounge",
  rain: 'Covered Rain Plan',
  stage: 'Covered Stage',
  kayaks: 'Kayaks & Paddleboards',
  chapel: 'On-site Chapel',
  shuttle: 'Guest Shuttle',
} as const;

export type AmenityCode = keyof typeof AMENITY_NAMES;

export interface VenueSeed {
  name: string;
  street: string;
  city: string;
  type: VenueType;
  /** Seated capacity and standing maximum. */
  guests: readonly [capacity: number, maxGuests: number];
  /** Starting price in whole dollars. */
  price: number;
  rating: number;
  reviews: number;
  featured?: boolean;
  /** Image scenes, first one is the cover; variants are assigned per venue. */
  scenes: readonly string[];
  amenities: readonly AmenityCode[];
  styles: readonly WeddingStyle[];
  atmospheres: readonly Atmosphere[];
  seasons: readonly Season[];
  description: string;
}
