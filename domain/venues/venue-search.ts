import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { Venue, VenueType } from './venue.js';
import { compareRanked, rankingFactsOf, recommendationScore } from './venue-ranking.js';

export const VENUE_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

/**
 * A search counts the venues that fit up to this many and then says "1,000+": nobody pages that
 * far, and an exact count of 100,000 rows costs more than the page itself (8 to 18 ms a search).
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** The total a search reports: exact up to the limit, then the limit and `moreThanTotal`. */
export function cappedTotal(counted: number): Pick<VenueSearchPage, 'total' | 'moreThanTotal'> {
  return counted > SEARCH_COUNT_LIMIT ? { total: SEARCH_COUNT_LIMIT, moreThanTotal: true } : { total: counted, moreThanTotal: false };
}

export interface VenueSearchCriteria {
  /** Matched case-insensitively against the venue's city or location. */
  location?: string;
  guestCount?: number;
  budgetMinCents?: Cents;
  budgetMaxCents?: Cents;
  /** The venue's type must be one of these when any are given. */
  venueTypes?: VenueType[];
  /** The venue must have every one of these. */
  amenities?: string[];
  /**
   * The couple's wedding date: a venue whose day is held (a booking that is not cancelled, or the
   * owner's block) is left out. Held dates live apart from the venue (one venue_date_claim row per
   * held date), so venueFitsSearch cannot see them: the repository applies this filter on top.
   */
  availableOn?: CalendarDate;
  sort: VenueSort;
  /** When the reply rates the "recommended" order weighs are taken; the database's clock when absent. */
  rankedAt?: Date;
  page: number;
  pageSize: number;
}

export interface VenueSearchPage {
  venues: Venue[];
  total: number;
  /** More fit than `total` (a search stops counting at SEARCH_COUNT_LIMIT); absent or false when exact. */
  moreThanTotal?: boolean;
}

/**
 * The search rule, stated once: a published venue fits when every given filter holds.
 * The SQL repository implements the same rule as a query; a test checks they agree.
 * `availableOn` is not part of it (see VenueSearchCriteria): repositories apply it on top.
 */
export function venueFitsSearch(venue: Venue, criteria: Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize'>): boolean {
  if (venue.status !== 'published') return false;
  const text = criteria.location?.trim().toLowerCase();
  if (text && !venue.city.toLowerCase().includes(text) && !venue.location.toLowerCase().includes(text)) return false;
  if (criteria.guestCount !== undefined && venue.maxGuests < criteria.guestCount) return false;
  if (criteria.budgetMinCents !== undefined && venue.priceCents < criteria.budgetMinCents) return false;
  if (criteria.budgetMaxCents !== undefined && venue.priceCents > criteria.budgetMaxCents) return false;
  if (criteria.venueTypes?.length && !criteria.venueTypes.includes(venue.venueType)) return false;
  if (criteria.amenities?.some((amenity) => !venue.amenities.includes(amenity))) return false;
  return true;
}

/**
 * Orders for each sort. "recommended" is the score of domain/venues/venue-ranking.ts; from a venue
 * alone (no reply rate, packages or uploaded photos known) those parts count as unknown. The SQL
 * repository scores with them. Every order ends on name then id so pages never overlap.
 */
export function compareVenues(sort: VenueSort, criteria: { guestCount?: number } = {}): (a: Venue, b: Venue) => number {
  const tieBreak = (a: Venue, b: Venue) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.priceCents - b.priceCents || tieBreak(a, b);
    case 'price-desc':
      return (a, b) => b.priceCents - a.priceCents || tieBreak(a, b);
    case 'rating':
      return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || tieBreak(a, b);
    case 'recommended': {
      const score = (venue: Venue) => recommendationScore(rankingFactsOf(venue, { responseRate: null, packageCount: 0, uploadedPhotoCount: 0 }), criteria).total;
      return (a, b) => compareRanked({ score: score(a), venue: a }, { score: score(b), venue: b });
    }
  }
}
