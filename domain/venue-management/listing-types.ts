import type { Atmosphere, VenueType, WeddingStyle } from '../venues/venue.js';

/**
 * The listing wizard offers owners many kinds of place; search filters on six. Each listing
 * type maps to the search type a couple would look under, and to the styles it suits.
 */
export const LISTING_VENUE_TYPES: Record<string, { searchType: VenueType; styles: WeddingStyle[]; atmospheres: Atmosphere[] }> = {
  barn: { searchType: 'barn', styles: ['rustic'], atmospheres: ['cozy', 'casual'] },
  'garden/outdoor': { searchType: 'garden', styles: ['garden', 'romantic'], atmospheres: ['outdoor'] },
  garden: { searchType: 'garden', styles: ['garden', 'romantic'], atmospheres: ['outdoor'] },
  ballroom: { searchType: 'ballroom', styles: ['elegant'], atmospheres: ['grand', 'luxurious'] },
  historic: { searchType: 'historic', styles: ['vintage', 'elegant'], atmospheres: ['intimate'] },
  'historic mansion': { searchType: 'historic', styles: ['vintage', 'elegant'], atmospheres: ['grand'] },
  chapel: { searchType: 'historic', styles: ['romantic', 'vintage'], atmospheres: ['intimate'] },
  church: { searchType: 'historic', styles: ['romantic', 'vintage'], atmospheres: ['intimate'] },
  'dance hall': { searchType: 'historic', styles: ['rustic', 'vintage'], atmospheres: ['casual'] },
  ranch: { searchType: 'outdoor', styles: ['rustic'], atmospheres: ['outdoor', 'casual'] },
  farm: { searchType: 'outdoor', styles: ['rustic', 'bohemian'], atmospheres: ['outdoor', 'casual'] },
  winery: { searchType: 'outdoor', styles: ['elegant', 'romantic'], atmospheres: ['outdoor', 'intimate'] },
  vineyard: { searchType: 'outdoor', styles: ['elegant', 'romantic'], atmospheres: ['outdoor', 'intimate'] },
  'private estate': { searchType: 'outdoor', styles: ['elegant'], atmospheres: ['luxurious', 'intimate'] },
  hilltop: { searchType: 'outdoor', styles: ['bohemian', 'modern'], atmospheres: ['outdoor'] },
  lakefront: { searchType: 'beach', styles: ['beach', 'romantic'], atmospheres: ['outdoor'] },
  riverside: { searchType: 'beach', styles: ['beach', 'bohemian'], atmospheres: ['outdoor', 'casual'] },
  beach: { searchType: 'beach', styles: ['beach'], atmospheres: ['outdoor', 'casual'] },
  hotel: { searchType: 'ballroom', styles: ['elegant', 'modern'], atmospheres: ['grand'] },
  'country club': { searchType: 'ballroom', styles: ['elegant'], atmospheres: ['grand'] },
  restaurant: { searchType: 'ballroom', styles: ['modern'], atmospheres: ['intimate', 'cozy'] },
  loft: { searchType: 'ballroom', styles: ['modern'], atmospheres: ['casual'] },
  other: { searchType: 'outdoor', styles: [], atmospheres: [] },
};

export function listingTypeProfile(listingType: string) {
  const key = listingType.trim().toLowerCase();
  // Own keys only: "constructor" is not a kind of place.
  return Object.hasOwn(LISTING_VENUE_TYPES, key) ? LISTING_VENUE_TYPES[key] : null;
}
