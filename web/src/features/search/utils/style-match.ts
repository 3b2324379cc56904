import { decimalStringToCents } from '@domain/shared/money';
import type { Venue as DomainVenue } from '@domain/venues/venue';
import { rankVenues, type BudgetPriority, type StylePreferences } from '@domain/venues/venue-match';
import { MUST_HAVE_FEATURES } from '@domain/venues/venue-match-options';
import type { Atmosphere, Season, Venue, VenueSearchRequest, VenueType, WeddingStyle } from '@/types/api';

/** What the couple tells the style assistant (spec: AI assistant preferences). */
export interface AssistantPreferences {
  weddingStyle: WeddingStyle | null;
  atmosphere: Atmosphere | null;
  /** COLOR_SCHEMES ids. */
  colorScheme: string[];
  preferredSeason: Season | null;
  /** MUST_HAVE_FEATURES ids. */
  mustHaveFeatures: string[];
  budgetPriority: BudgetPriority | null;
  inspiration: string;
}

export const EMPTY_PREFERENCES: AssistantPreferences = {
  weddingStyle: null,
  atmosphere: null,
  colorScheme: [],
  preferredSeason: null,
  mustHaveFeatures: [],
  budgetPriority: null,
  inspiration: '',
};

/** Spec section 7: the assistant's search narrows by venue type for three styles only. */
export const STYLE_SEARCH_VENUE_TYPE: Partial<Record<WeddingStyle, VenueType>> = {
  rustic: 'barn',
  elegant: 'ballroom',
  garden: 'garden',
};

/** The most venues one search call returns; the assistant ranks that many candidates. */
export const ASSISTANT_CANDIDATES = 60;

/**
 * The amenities the search must require for the chosen features. The search asks for
 * every amenity sent, but a feature is met by any one of its amenities (a "Getting Ready
 * Suite" is a bridal suite), so only a feature with a single amenity can be required
 * without turning away venues that have it. The others still count in the match score.
 */
export function requiredAmenities(featureIds: readonly string[]): string[] {
  const amenities = MUST_HAVE_FEATURES.filter((feature) => featureIds.includes(feature.id) && feature.amenities.length === 1).map(
    (feature) => feature.amenities[0],
  );
  return [...new Set(amenities)].sort();
}

/** The assistant's search: only venueType and amenities (spec), as many candidates as one page holds. */
export function assistantSearchRequest(prefs: AssistantPreferences, withAmenities: boolean): VenueSearchRequest {
  const request: VenueSearchRequest = { pageSize: ASSISTANT_CANDIDATES };
  const venueType = prefs.weddingStyle ? STYLE_SEARCH_VENUE_TYPE[prefs.weddingStyle] : undefined;
  if (venueType) request.venueType = [venueType];
  const amenities = withAmenities ? requiredAmenities(prefs.mustHaveFeatures) : [];
  if (amenities.length) request.amenities = amenities;
  return request;
}

export function toStylePreferences(prefs: AssistantPreferences): StylePreferences {
  return {
    weddingStyle: prefs.weddingStyle,
    atmosphere: prefs.atmosphere,
    colorScheme: prefs.colorScheme,
    preferredSeason: prefs.preferredSeason,
    mustHaveFeatures: prefs.mustHaveFeatures,
    budgetPriority: prefs.budgetPriority,
    inspiration: prefs.inspiration.trim() || null,
  };
}

/** The API's venue as the domain sees it, so the browser scores exactly as the server would. */
export function toDomainVenue(venue: Venue): DomainVenue {
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
    priceCents: decimalStringToCents(venue.price) ?? 0,
    rating: venue.rating,
    reviewCount: venue.reviewCount,
    featured: venue.featured ?? false,
    status: 'published',
    styles: venue.styles ?? [],
    atmospheres: venue.atmospheres ?? [],
    bestSeasons: venue.bestSeasons ?? [],
    ownerId: null,
  };
}

/** Best match first, each with its aiScore and matchReasons (the domain's deterministic match). */
export function rankForPreferences(venues: readonly Venue[], prefs: AssistantPreferences): Venue[] {
  const ranked = rankVenues(
    venues.map((venue) => ({ ...toDomainVenue(venue), source: venue })),
    toStylePreferences(prefs),
  );
  return ranked.map(({ source, aiScore, matchReasons }) => ({ ...source, aiScore, matchReasons }));
}
