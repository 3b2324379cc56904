// The choices the style assistant offers, and what each one means for a venue.
import type { VenueType, WeddingStyle } from './venue.js';

export interface MustHaveFeature {
  id: string;
  label: string;
  /** How the feature reads after "Has": "a Bridal Suite", "On-site Catering". */
  phrase: string;
  /** Venue amenities (compared case-insensitively) any one of which provides the feature. */
  amenities: readonly string[];
}

export const MUST_HAVE_FEATURES: readonly MustHaveFeature[] = [
  { id: 'bridal-suite', label: 'Bridal Suite', phrase: 'a Bridal Suite', amenities: ['Bridal Suite', 'Getting Ready Suite', 'Bridal Cottage'] },
  { id: 'dance-floor', label: 'Dance Floor', phrase: 'a Dance Floor', amenities: ['Dance Floor'] },
  { id: 'catering', label: 'On-site Catering', phrase: 'On-site Catering', amenities: ['Catering Included', 'On-site Catering', 'In-house Catering'] },
  { id: 'parking', label: 'Parking', phrase: 'Parking', amenities: ['Parking Available', 'Free Parking', 'Valet Parking'] },
  { id: 'outdoor-ceremony', label: 'Outdoor Ceremony Space', phrase: 'Outdoor Ceremony Space', amenities: ['Outdoor Space', 'Outdoor Ceremony Site', 'Garden Ceremony'] },
  { id: 'indoor-backup', label: 'Climate-Controlled Indoor Space', phrase: 'Climate-Controlled Indoor Space', amenities: ['Air Conditioning', 'Climate Controlled', 'Indoor Space', 'Indoor Backup'] },
  { id: 'water-views', label: 'Lake or River Views', phrase: 'Lake or River Views', amenities: ['Lake View', 'River View', 'Waterfront'] },
  { id: 'scenic-views', label: 'Hill Country Views', phrase: 'Hill Country Views', amenities: ['Mountain Views', 'Hill Country Views', 'Scenic Views'] },
  { id: 'historic-architecture', label: 'Historic Architecture', phrase: 'Historic Architecture', amenities: ['Historic Architecture'] },
  { id: 'on-site-lodging', label: 'On-site Lodging', phrase: 'On-site Lodging', amenities: ['On-site Lodging', 'Guest Cottages', 'Accommodations'] },
  { id: 'bar-service', label: 'Bar Service', phrase: 'Bar Service', amenities: ['Bar Service', 'Full Bar', 'Wine Tasting', 'Winery'] },
  { id: 'accessible', label: 'Wheelchair Accessible', phrase: 'Wheelchair Access', amenities: ['Wheelchair Accessible', 'ADA Accessible'] },
];

export interface ColorScheme {
  id: string;
  label: string;
  /** Venue styles the colour sits well with; venues carry no colours of their own. */
  styles: readonly WeddingStyle[];
}

export const COLOR_SCHEMES: readonly ColorScheme[] = [
  { id: 'blush', label: 'Blush Pink', styles: ['romantic', 'vintage', 'garden'] },
  { id: 'ivory', label: 'Ivory', styles: ['elegant', 'romantic', 'vintage'] },
  { id: 'sage', label: 'Sage Green', styles: ['garden', 'rustic', 'bohemian'] },
  { id: 'dusty-blue', label: 'Dusty Blue', styles: ['romantic', 'beach', 'vintage'] },
  { id: 'burgundy', label: 'Burgundy', styles: ['elegant', 'vintage', 'rustic'] },
  { id: 'navy', label: 'Navy', styles: ['elegant', 'modern', 'beach'] },
  { id: 'gold', label: 'Gold', styles: ['elegant', 'modern'] },
  { id: 'terracotta', label: 'Terracotta', styles: ['bohemian', 'rustic'] },
  { id: 'lavender', label: 'Lavender', styles: ['garden', 'romantic'] },
  { id: 'emerald', label: 'Emerald', styles: ['elegant', 'modern', 'garden'] },
  { id: 'champagne', label: 'Champagne', styles: ['elegant', 'romantic'] },
  { id: 'black-white', label: 'Black & White', styles: ['modern', 'elegant'] },
];

/**
 * Venue types that carry a style even when the venue does not list it. The search call
 * uses the same pairs: barn for rustic, ballroom for elegant, garden for garden.
 */
export const STYLE_VENUE_TYPES: Readonly<Record<WeddingStyle, readonly VenueType[]>> = {
  romantic: ['garden', 'historic'],
  rustic: ['barn', 'outdoor'],
  elegant: ['ballroom', 'historic'],
  bohemian: ['outdoor', 'garden'],
  modern: ['ballroom'],
  vintage: ['historic', 'barn'],
  garden: ['garden'],
  beach: ['beach'],
};

/** How a venue type reads in a sentence: "Rustic barn setting". */
export const VENUE_TYPE_WORDS: Readonly<Record<VenueType, string>> = {
  garden: 'garden',
  ballroom: 'ballroom',
  barn: 'barn',
  beach: 'beachfront',
  historic: 'historic',
  outdoor: 'open-air',
};

export function findMustHaveFeature(text: string): MustHaveFeature | undefined {
  const key = text.trim().toLowerCase();
  return MUST_HAVE_FEATURES.find((feature) => feature.id === key || feature.label.toLowerCase() === key);
}

export function findColorScheme(text: string): ColorScheme | undefined {
  const key = text.trim().toLowerCase();
  return COLOR_SCHEMES.find((color) => color.id === key || color.label.toLowerCase() === key);
}
