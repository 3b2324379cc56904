import type { Cents } from '../../shared/money.js';
import type { Atmosphere, Season, VenueType, WeddingStyle } from '../../venues/venue.js';
import { VENUE_SEARCH_LIMITS } from '../../venues/venue-limits.js';
import type { StylePreferences } from '../../venues/venue-match.js';

// What a venue question asks for, read from its plain words (see plainQuestion): "barn venues in
// wimberley for 150 guests under $10,000" asks for barns, a town, a guest count and a top price.

export interface VenueQuestion {
  guestCount: number | null;
  maxPriceCents: Cents | null;
  /** "within our budget": the couple's own venue share sets the top price. */
  withinOwnBudget: boolean;
  /** Kinds of place the search keeps to; empty for any. */
  venueTypes: VenueType[];
  /** What the match score ranks by: style, atmosphere, must-haves and season. */
  preferences: StylePreferences;
  /** Phrases that may name a town, the likeliest first: what follows "in" or "near" leads. */
  places: string[];
  /** What followed "in", "near" or "around", when the couple named a place. */
  namedPlace: string | null;
  /** "anywhere", "in the Hill Country": no town, not even the couple's preferred one. */
  anywhere: boolean;
}

/** Town lookups per question: each is a search, and a question names one town at most. */
export const MAX_PLACE_PHRASES = 8;
const MAX_PLACE_WORDS = 3;

/** "Outdoor" is any place under the sky: open-air venues, gardens and river or lake fronts. */
const TYPE_WORDS: readonly { pattern: RegExp; types: VenueType[] }[] = [
  { pattern: /\bbarns?\b/, types: ['barn'] },
  { pattern: /\bballrooms?\b/, types: ['ballroom'] },
  { pattern: /\bgardens?\b/, types: ['garden'] },
  { pattern: /\b(beach|beaches|beachfront|riverside|lakeside|waterfront)\b/, types: ['beach'] },
  { pattern: /\b(historic|chapels?)\b/, types: ['historic'] },
  { pattern: /\b(outdoors?|open air|under the stars)\b/, types: ['outdoor', 'garden', 'beach'] },
];

const STYLE_WORDS: readonly { pattern: RegExp; style: WeddingStyle }[] = [
  { pattern: /\brustic\b/, style: 'rustic' },
  { pattern: /\belegant\b/, style: 'elegant' },
  { pattern: /\bromantic\b/, style: 'romantic' },
  { pattern: /\b(boho|bohemian)\b/, style: 'bohemian' },
  { pattern: /\bmodern\b/, style: 'modern' },
  { pattern: /\bvintage\b/, style: 'vintage' },
];

const ATMOSPHERE_WORDS: readonly { pattern: RegExp; atmosphere: Atmosphere }[] = [
  { pattern: /\b(intimate|small)\b/, atmosphere: 'intimate' },
  { pattern: /\b(grand|large)\b/, atmosphere: 'grand' },
  { pattern: /\b(outdoors?|open air)\b/, atmosphere: 'outdoor' },
  { pattern: /\bcozy\b/, atmosphere: 'cozy' },
  { pattern: /\b(luxurious|luxury|upscale)\b/, atmosphere: 'luxurious' },
  { pattern: /\b(casual|laid back|relaxed)\b/, atmosphere: 'casual' },
];

const SEASON_WORDS: readonly { pattern: RegExp; season: Season }[] = [
  { pattern: /\bspring\b/, season: 'spring' },
  { pattern: /\bsummer\b/, season: 'summer' },
  { pattern: /\b(fall|autumn)\b/, season: 'fall' },
  { pattern: /\bwinter\b/, season: 'winter' },
];

/** Must-have features by the ids of MUST_HAVE_FEATURES. */
const FEATURE_WORDS: readonly { pattern: RegExp; feature: string }[] = [
  { pattern: /\b(bridal suite|getting ready)\b/, feature: 'bridal-suite' },
  { pattern: /\bdance floor\b/, feature: 'dance-floor' },
  { pattern: /\bcatering\b/, feature: 'catering' },
  { pattern: /\bparking\b/, feature: 'parking' },
  { pattern: /\b(lake|river|water) views?\b/, feature: 'water-views' },
  { pattern: /\b(hill country|scenic|mountain) views?\b|\bviews\b/, feature: 'scenic-views' },
  { pattern: /\b(lodging|cottages?|stay overnight|accommodations?)\b/, feature: 'on-site-lodging' },
  { pattern: /\b(bar service|full bar|wine)\b/, feature: 'bar-service' },
  { pattern: /\b(wheelchair|accessible|ada)\b/, feature: 'accessible' },
  { pattern: /\b(air conditioning|air conditioned|climate controlled|indoor)\b/, feature: 'indoor-backup' },
];

const GUEST_WORDS = '(?:guests?|people|persons|attendees|pax|ppl|folks|heads)';
const GUEST_COUNT = new RegExp(`(?<![$\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+)\\s*\\+?\\s*${GUEST_WORDS}\\b`);
const GUEST_AFTER = new RegExp(`^\\s*\\+?\\s*${GUEST_WORDS}\\b`);
/** "for 150": a bare number after "for" is a head count below a thousand (above, it is money). */
const FOR_COUNT = /\bfor (?:about |around |roughly )?(\d{1,3})\b(?![.,]?\d|\s*(?:k\b|thousand|dollars|bucks))/;

const AMOUNT = '\\$?\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d{1,2})?\\s*(k\\b|thousand\\b)?';
const PRICE_BOUND = new RegExp(`\\b(?:under|below|less than|max(?:imum)?|up to|at most|no more than|within|cheaper than|around|about)\\s*${AMOUNT}`);
const DOLLAR_AMOUNT = new RegExp(`\\$\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d{1,2})?\\s*(k\\b|thousand\\b)?`);
const THOUSANDS = /\b(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(k|thousand)\b/;
const ANYWHERE = /\b(anywhere|everywhere|hill country|any town|all towns|all over|whole area)\b/;
const OWN_BUDGET = /\b(my|our) budget\b|\bwe can afford\b|\baffordable for us\b/;

/** Words that never name a town: the question's own words, kinds of place, feelings, numbers. */
const NOT_PLACES = new Set(
  (
    'a an the and or of to for with in on at by near around close outside from into within about some any me us we i you our my your ' +
    'can could would should will please want wants need needs like love looking look find search show give list tell recommend suggest ' +
    'venue venues place places spot spots option options idea ideas wedding weddings ceremony reception married marry wed get getting ' +
    'hold host have has is are be there that this which what where who how best good great nice pretty beautiful cheap cheaper ' +
    'affordable budget under below less than max maximum up most no more guest guests people persons attendees pax ppl folks heads ' +
    'barn barns ballroom ballrooms garden gardens beach beaches beachfront riverside lakeside waterfront historic chapel chapels ' +
    'outdoor outdoors open air stars rustic elegant romantic boho bohemian modern vintage intimate small grand large cozy luxurious ' +
    'luxury upscale casual laid back relaxed spring summer fall autumn winter dollars bucks k thousand texas tx hill country area ' +
    'town towns somewhere anywhere also just only too very really style styled feel vibe setting settings ' +
    'capacity seat seats seating fit fits hundred winery wineries vineyard vineyards'
  ).split(' '),
);
const PLACE_PREPOSITION = /^(in|near|around|outside|by|from)$/;

function wholeNumber(digits: string): number {
  return Number(digits.replace(/,/g, ''));
}

function guestCountOf(plain: string): number | null {
  const match = GUEST_COUNT.exec(plain) ?? FOR_COUNT.exec(plain);
  if (!match) return null;
  const count = wholeNumber(match[1]);
  return count >= 1 && count <= VENUE_SEARCH_LIMITS.maxGuestCount ? count : null;
}

function centsOf(digits: string, fraction: string | undefined, thousands: string | undefined): Cents {
  const cents = wholeNumber(digits) * 100 + (fraction ? Math.round(Number(fraction) * 100) : 0);
  return thousands ? cents * 1000 : cents;
}

/** Below this, a number after "under" with no $ or k reads as a head count, not a price. */
const MIN_BARE_PRICE_DOLLARS = 1000;

function maxPriceOf(plain: string): Cents | null {
  const bound = PRICE_BOUND.exec(plain);
  const saysMoney = (match: RegExpExecArray) => /\$|k\b|thousand/.test(match[0]);
  const price =
    bound && (saysMoney(bound) || wholeNumber(bound[1]) >= MIN_BARE_PRICE_DOLLARS) && !GUEST_AFTER.test(plain.slice(bound.index + bound[0].length))
      ? bound
      : (DOLLAR_AMOUNT.exec(plain) ?? THOUSANDS.exec(plain));
  if (!price) return null;
  const cents = centsOf(price[1], price[2], price[3]);
  return cents > 0 ? Math.min(cents, VENUE_SEARCH_LIMITS.maxBudgetDollars * 100) : null;
}

/** An amount of money the question names with a $ or a k ("$30,000", "30k"); null when none. */
export function amountIn(plain: string): Cents | null {
  const money = DOLLAR_AMOUNT.exec(plain) ?? THOUSANDS.exec(plain);
  if (!money) return null;
  const cents = centsOf(money[1], money[2], money[3]);
  return cents > 0 ? Math.min(cents, VENUE_SEARCH_LIMITS.maxBudgetDollars * 100) : null;
}

/** Runs of words that could be a town, each cut to at most MAX_PLACE_WORDS, after a preposition or not. */
function placeRuns(plain: string): { words: string[]; named: boolean }[] {
  const runs: { words: string[]; named: boolean }[] = [];
  let current: string[] = [];
  let named = false;
  let afterPreposition = false;
  const close = () => {
    if (current.length) runs.push({ words: current.slice(0, MAX_PLACE_WORDS), named });
    current = [];
  };
  for (const word of plain.split(' ')) {
    const isWord = /^[a-z][a-z']*$/.test(word);
    if (!isWord || NOT_PLACES.has(word) || word.length < 3) {
      close();
      // "in the Hill Country": an article keeps what the preposition started.
      afterPreposition = PLACE_PREPOSITION.test(word) || (afterPreposition && word === 'the');
      continue;
    }
    if (current.length === 0) named = afterPreposition;
    current.push(word);
  }
  close();
  return runs;
}

/** Every stretch of a run, the longest first: "dripping springs" before "dripping" and "springs". */
function stretches(words: readonly string[]): string[] {
  const found: string[] = [];
  for (let size = words.length; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) found.push(words.slice(start, start + size).join(' '));
  }
  return found;
}

/** Phrases of a text that may name a town: what follows "in" or "near" first, then the rest. */
export function placePhrases(plain: string): { phrases: string[]; namedPlace: string | null } {
  const runs = placeRuns(plain);
  const ordered = [...runs.filter((run) => run.named), ...runs.filter((run) => !run.named)];
  const phrases = [...new Set(ordered.flatMap((run) => stretches(run.words)))].slice(0, MAX_PLACE_PHRASES);
  const named = runs.find((run) => run.named);
  return { phrases, namedPlace: named ? named.words.join(' ') : null };
}

function firstOf<T>(table: readonly ({ pattern: RegExp } & T)[], plain: string): T | undefined {
  return table.find(({ pattern }) => pattern.test(plain));
}

export function readVenueQuestion(plain: string): VenueQuestion {
  const venueTypes = [...new Set(TYPE_WORDS.filter(({ pattern }) => pattern.test(plain)).flatMap(({ types }) => types))];
  const features = [...new Set(FEATURE_WORDS.filter(({ pattern }) => pattern.test(plain)).map(({ feature }) => feature))];
  const preferences: StylePreferences = {
    weddingStyle: firstOf(STYLE_WORDS, plain)?.style ?? null,
    atmosphere: firstOf(ATMOSPHERE_WORDS, plain)?.atmosphere ?? null,
    preferredSeason: firstOf(SEASON_WORDS, plain)?.season ?? null,
    mustHaveFeatures: features,
  };
  const maxPriceCents = maxPriceOf(plain);
  const { phrases, namedPlace } = placePhrases(plain);
  return {
    guestCount: guestCountOf(plain),
    maxPriceCents,
    withinOwnBudget: maxPriceCents === null && OWN_BUDGET.test(plain),
    venueTypes,
    preferences,
    places: phrases,
    namedPlace,
    anywhere: ANYWHERE.test(plain),
  };
}

/** Whether the question asked for anything the match score ranks by. */
export function hasPreferences(preferences: StylePreferences): boolean {
  return Boolean(preferences.weddingStyle || preferences.atmosphere || preferences.preferredSeason || preferences.mustHaveFeatures?.length);
}
