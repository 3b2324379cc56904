import type { Cents } from '../shared/money.js';
import type { Atmosphere, Season, Venue, WeddingStyle } from './venue.js';
import type { ColorScheme } from './venue-match-options.js';
import { STYLE_VENUE_TYPES, VENUE_TYPE_WORDS, findColorScheme, findMustHaveFeature } from './venue-match-options.js';

/**
 * The style assistant's match score, a weighted sum anyone can recompute:
 *
 *   fit   = sum(weight x dimension fit) / sum(weight) over the preferences given (0..1)
 *   score = round(MATCH_POINTS x fit + QUALITY_POINTS x rating / 5), 0..100
 *
 * A dimension fit is 1 or 0, except: style 0.5 when only the venue type carries it; colours
 * and must-haves the share matched; inspiration per keyword up to two. With no preferences
 * the fit is NEUTRAL_FIT, so the score (45..55) ranks by rating alone. At equal rating,
 * matching one more thing (one more dimension, one more of the twelve features or colours,
 * one more inspiration keyword up to two) raises the score by at least one point: the
 * weights are sized so the smallest step is above 1 point.
 */
export const MATCH_WEIGHTS = {
  style: 26,
  features: 20,
  atmosphere: 16,
  colors: 14,
  season: 10,
  budget: 9,
  inspiration: 5,
} as const;
export const MATCH_POINTS = 90;
export const QUALITY_POINTS = 10;
export const NEUTRAL_FIT = 0.5;
/** A venue whose type suits the style (a barn for rustic) but that does not list the style. */
export const VENUE_TYPE_STYLE_FIT = 0.5;
export const INSPIRATION_KEYWORDS_FOR_FULL_FIT = 2;
/** Starting prices that fit a low or medium budget priority (a small or middling share for the venue). */
export const LOW_PRIORITY_MAX_PRICE_CENTS: Cents = 800_000;
export const MEDIUM_PRIORITY_MAX_PRICE_CENTS: Cents = 1_500_000;
export const HIGHLY_RATED = 4.5;
const MAX_RATING = 5;

export const BUDGET_PRIORITIES = ['low', 'medium', 'high'] as const;
/** How much of the wedding budget the couple will put into the venue. */
export type BudgetPriority = (typeof BUDGET_PRIORITIES)[number];

export interface StylePreferences {
  weddingStyle?: WeddingStyle | null;
  atmosphere?: Atmosphere | null;
  /** Colour ids or labels from COLOR_SCHEMES; others are ignored. */
  colorScheme?: readonly string[];
  preferredSeason?: Season | null;
  /** Feature ids or labels from MUST_HAVE_FEATURES, or any amenity name. */
  mustHaveFeatures?: readonly string[];
  budgetPriority?: BudgetPriority | null;
  inspiration?: string | null;
}

export interface VenueMatch {
  score: number;
  /** True statements about the venue, the most important first. */
  reasons: string[];
}

export type RankedVenue<V extends Venue = Venue> = V & { aiScore: number; matchReasons: string[] };

interface DimensionFit {
  weight: number;
  fit: number;
  reason?: string;
}

const STOP_WORDS = new Set([
  'about', 'also', 'beautiful', 'dream', 'feel', 'from', 'have', 'just', 'like', 'looking', 'love', 'lots', 'need',
  'perfect', 'place', 'really', 'some', 'something', 'style', 'that', 'this', 'very', 'venue', 'venues', 'want',
  'wedding', 'weddings', 'with', 'would',
]);
const MIN_KEYWORD_LENGTH = 4;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function dollars(cents: Cents): string {
  const whole = (cents - (cents % 100)) / 100;
  return `$${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A dimension that either matches (with its reason) or does not. */
function yesNo(weight: number, matches: boolean, reason: string): DimensionFit {
  return matches ? { weight, fit: 1, reason } : { weight, fit: 0 };
}

/** A dimension matched by a share of what was asked for; the reason names what matched. */
function share(weight: number, matched: number, asked: number, reason: string): DimensionFit {
  return matched > 0 ? { weight, fit: matched / asked, reason } : { weight, fit: 0 };
}

function styleFit(style: WeddingStyle, venue: Venue): DimensionFit {
  const typeSuits = (STYLE_VENUE_TYPES[style] ?? []).includes(venue.venueType);
  const word = VENUE_TYPE_WORDS[venue.venueType];
  const weight = MATCH_WEIGHTS.style;
  if (venue.styles.includes(style)) {
    if (!typeSuits) return { weight, fit: 1, reason: `Suits your ${style} style` };
    const setting = word.startsWith(style) ? capitalize(word) : `${capitalize(style)} ${word}`;
    return { weight, fit: 1, reason: `${setting} setting fits your style` };
  }
  if (typeSuits) return { weight, fit: VENUE_TYPE_STYLE_FIT, reason: `Its ${word} setting suits a ${style} look` };
  return { weight, fit: 0 };
}

function featuresFit(wanted: readonly string[], venue: Venue): DimensionFit | null {
  const amenities = venue.amenities.map((amenity) => amenity.toLowerCase());
  const seen = new Set<string>();
  const matched: string[] = [];
  for (const text of wanted) {
    const feature = findMustHaveFeature(text);
    const key = feature?.id ?? text.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (feature) {
      if (feature.amenities.some((amenity) => amenities.includes(amenity.toLowerCase()))) matched.push(feature.phrase);
    } else {
      const index = amenities.indexOf(key);
      if (index >= 0) matched.push(venue.amenities[index]);
    }
  }
  if (seen.size === 0) return null;
  return share(MATCH_WEIGHTS.features, matched.length, seen.size, `Has ${joinAnd(matched)}`);
}

function colorsFit(wanted: readonly string[], venue: Venue): DimensionFit | null {
  const colors = [...new Set(wanted.map(findColorScheme).filter((color): color is ColorScheme => color !== undefined))];
  if (colors.length === 0) return null;
  const matched = colors.filter((color) => color.styles.some((style) => venue.styles.includes(style)));
  const labels = matched.map((color) => color.label.toLowerCase());
  return share(MATCH_WEIGHTS.colors, matched.length, colors.length, `Suits your ${joinAnd(labels)} palette`);
}

function budgetFit(priority: BudgetPriority, venue: Venue): DimensionFit {
  const price = dollars(venue.priceCents);
  switch (priority) {
    case 'high': {
      // The venue is where the money goes: any price fits.
      const premium = venue.priceCents > MEDIUM_PRIORITY_MAX_PRICE_CENTS;
      return yesNo(MATCH_WEIGHTS.budget, true, premium ? 'A premium venue worth the splurge' : `Starting at ${price}, leaving room for extras`);
    }
    case 'medium':
      return yesNo(MATCH_WEIGHTS.budget, venue.priceCents <= MEDIUM_PRIORITY_MAX_PRICE_CENTS, `Starting at ${price}, a sensible share of your budget`);
    case 'low':
      return yesNo(MATCH_WEIGHTS.budget, venue.priceCents <= LOW_PRIORITY_MAX_PRICE_CENTS, `Starting at ${price}, easy on your budget`);
  }
}

const stem = (word: string) => (word.length > MIN_KEYWORD_LENGTH && word.endsWith('s') ? word.slice(0, -1) : word);
const words = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= MIN_KEYWORD_LENGTH);

/** Free-text inspiration: its keywords found in what the venue says about itself. */
function inspirationFit(inspiration: string, venue: Venue): DimensionFit | null {
  const keywords = [...new Set(words(inspiration).filter((word) => !STOP_WORDS.has(word)))];
  if (keywords.length === 0) return null;
  const venueText = [venue.name, venue.description, venue.city, venue.location, ...venue.amenities].join(' ');
  const venueWords = new Set(words(venueText).map(stem));
  const found = keywords.filter((keyword) => venueWords.has(stem(keyword)));
  const quoted = found.slice(0, 3).map((word) => `"${word}"`);
  const counted = Math.min(found.length, INSPIRATION_KEYWORDS_FOR_FULL_FIT);
  return share(MATCH_WEIGHTS.inspiration, counted, INSPIRATION_KEYWORDS_FOR_FULL_FIT, `Matches your inspiration: ${joinAnd(quoted)}`);
}

function dimensionFits(venue: Venue, prefs: StylePreferences): DimensionFit[] {
  const fits: (DimensionFit | null)[] = [
    prefs.weddingStyle ? styleFit(prefs.weddingStyle, venue) : null,
    prefs.mustHaveFeatures?.length ? featuresFit(prefs.mustHaveFeatures, venue) : null,
    prefs.atmosphere
      ? yesNo(MATCH_WEIGHTS.atmosphere, venue.atmospheres.includes(prefs.atmosphere), `Offers the ${prefs.atmosphere} atmosphere you want`)
      : null,
    prefs.colorScheme?.length ? colorsFit(prefs.colorScheme, venue) : null,
    prefs.preferredSeason
      ? yesNo(MATCH_WEIGHTS.season, venue.bestSeasons.includes(prefs.preferredSeason), `Lovely in ${prefs.preferredSeason}`)
      : null,
    prefs.budgetPriority ? budgetFit(prefs.budgetPriority, venue) : null,
    prefs.inspiration ? inspirationFit(prefs.inspiration, venue) : null,
  ];
  return fits.filter((fit): fit is DimensionFit => fit !== null);
}

export function matchVenue(venue: Venue, prefs: StylePreferences): VenueMatch {
  const fits = dimensionFits(venue, prefs);
  const possible = fits.reduce((sum, { weight }) => sum + weight, 0);
  const earned = fits.reduce((sum, { weight, fit }) => sum + weight * fit, 0);
  const fit = possible === 0 ? NEUTRAL_FIT : earned / possible;
  const quality = Math.min(1, Math.max(0, venue.rating / MAX_RATING));
  const score = Math.min(100, Math.max(0, Math.round(MATCH_POINTS * fit + QUALITY_POINTS * quality)));

  // Stable sort: equal contributions keep the order of dimensionFits (by weight).
  const reasons = fits
    .filter((dimension) => dimension.fit > 0 && dimension.reason)
    .sort((a, b) => b.weight * b.fit - a.weight * a.fit)
    .map((dimension) => dimension.reason as string);
  if (venue.rating >= HIGHLY_RATED && venue.reviewCount > 0) {
    reasons.push(`Rated ${venue.rating.toFixed(1)} from ${venue.reviewCount} ${venue.reviewCount === 1 ? 'review' : 'reviews'}`);
  }
  return { score, reasons };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Best match first; ties go to the better rated venue, then by name and id (code-point order, locale-free). */
export function rankVenues<V extends Venue>(venues: readonly V[], prefs: StylePreferences): RankedVenue<V>[] {
  return venues
    .map((venue) => {
      const { score, reasons } = matchVenue(venue, prefs);
      return { ...venue, aiScore: score, matchReasons: reasons };
    })
    .sort((a, b) => b.aiScore - a.aiScore || b.rating - a.rating || byText(a.name, b.name) || byText(a.id, b.id));
}
