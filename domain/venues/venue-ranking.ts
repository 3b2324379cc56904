import type { Venue } from './venue.js';

/**
 * The "recommended" order, stated once: what it weighs, in the words couples read under the sort
 * select (the web shows this constant; the API's description of `sort` says it too). Nothing paid is
 * weighed: a venue's `featured` flag (the home page's picks) plays no part in it.
 */
export const RECOMMENDED_ORDER_EXPLANATION =
  'Recommended puts first the venues that best fit your guest count, are best rated in verified reviews, reply to the most couples and have the most complete listings; no venue can pay to rank higher.';

/** Points of each part, out of 100 in all. */
export const RANKING_WEIGHTS = { fit: 30, rating: 40, response: 20, completeness: 10 } as const;

/** Reviews a rating needs before it counts fully: fewer reviews weigh less (a 5.0 from one review is not a 4.8 from 180). */
export const RATING_CONFIDENCE_REVIEWS = 5;

/** What a complete listing has; each item is worth the same share of the completeness points. */
export const COMPLETE_LISTING = { descriptionLength: 200, photos: 5, amenities: 5, packages: 1, styles: 1 } as const;

/** The facts the order weighs, as both the domain and the SQL read them. */
export interface VenueRankingFacts {
  maxGuests: number;
  /** 0.0 to 5.0, one decimal: the average of the venue's reviews. */
  rating: number;
  reviewCount: number;
  /** The venue's reply rate by the response-figures rule (domain/inquiries/response-stats.ts); null while it has none. */
  responseRate: number | null;
  descriptionLength: number;
  /** Image addresses and uploaded photos. */
  photoCount: number;
  amenityCount: number;
  packageCount: number;
  styleCount: number;
}

export interface RecommendationScore {
  fit: number;
  rating: number;
  response: number;
  completeness: number;
  total: number;
}

/** Fit: a venue sized for the party ranks above a hall five times too big. Without a guest count every venue fits alike. */
export function fitPoints(guestCount: number | undefined, maxGuests: number): number {
  return guestCount === undefined ? RANKING_WEIGHTS.fit / 2 : Math.floor((RANKING_WEIGHTS.fit * Math.min(guestCount, maxGuests)) / Math.max(maxGuests, 1));
}

/** Whole points only, so the SQL (integer arithmetic) and this function agree exactly. */
export function recommendationScore(facts: VenueRankingFacts, criteria: { guestCount?: number }): RecommendationScore {
  const fit = fitPoints(criteria.guestCount, facts.maxGuests);
  // Rating: the average, trusted in proportion to how many reviews back it.
  const tenths = Math.round(facts.rating * 10);
  const rating = Math.floor(((RANKING_WEIGHTS.rating / 5) * tenths * facts.reviewCount) / (10 * (facts.reviewCount + RATING_CONFIDENCE_REVIEWS)));
  // Response: the reply rate; a venue without figures yet sits in the middle.
  const response = facts.responseRate === null ? RANKING_WEIGHTS.response / 2 : Math.floor((facts.responseRate * RANKING_WEIGHTS.response) / 100);
  const items = [
    facts.descriptionLength >= COMPLETE_LISTING.descriptionLength,
    facts.photoCount >= COMPLETE_LISTING.photos,
    facts.amenityCount >= COMPLETE_LISTING.amenities,
    facts.packageCount >= COMPLETE_LISTING.packages,
    facts.styleCount >= COMPLETE_LISTING.styles,
  ];
  const completeness = items.filter(Boolean).length * (RANKING_WEIGHTS.completeness / items.length);
  return { fit, rating, response, completeness, total: fit + rating + response + completeness };
}

/** What a venue row alone tells; the rest (reply rate, packages, uploaded photos) is the repository's to add. */
export function rankingFactsOf(
  venue: Pick<Venue, 'maxGuests' | 'rating' | 'reviewCount' | 'description' | 'images' | 'amenities' | 'styles'>,
  more: { responseRate: number | null; packageCount: number; uploadedPhotoCount: number },
): VenueRankingFacts {
  return {
    maxGuests: venue.maxGuests,
    rating: venue.rating,
    reviewCount: venue.reviewCount,
    responseRate: more.responseRate,
    descriptionLength: venue.description.length,
    photoCount: venue.images.length + more.uploadedPhotoCount,
    amenityCount: venue.amenities.length,
    packageCount: more.packageCount,
    styleCount: venue.styles.length,
  };
}

/** Higher score first; then the better rated, the more reviewed, by name and id, so pages never overlap. */
export function compareRanked<T extends { score: number; venue: Pick<Venue, 'rating' | 'reviewCount' | 'name' | 'id'> }>(a: T, b: T): number {
  return (
    b.score - a.score ||
    b.venue.rating - a.venue.rating ||
    b.venue.reviewCount - a.venue.reviewCount ||
    a.venue.name.localeCompare(b.venue.name) ||
    a.venue.id.localeCompare(b.venue.id)
  );
}
