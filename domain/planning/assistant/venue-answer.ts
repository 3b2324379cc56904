import { formatLongDate, formatUsd } from '../../shared/format.js';
import type { Cents } from '../../shared/money.js';
import type { VenueType } from '../../venues/venue.js';
import type { RankedVenue } from '../../venues/venue-match.js';
import { plainQuestion } from './assistant-intent.js';
import { venueShareCents } from './chat-budget-split.js';
import { CHAT_LIMITS, type AssistantQuestion, type AssistantReply, type AssistantSnapshot, type AssistantVenueSearch, type QuickAction } from './planning-assistant.js';
import { suggestionsBesides } from './planning-answers.js';
import { QUICK_ACTIONS, searchAction, type SearchLink } from './quick-actions.js';
import { hasPreferences, placePhrases, readVenueQuestion, type VenueQuestion } from './venue-question.js';

/** How many venues an answer names. */
export const VENUES_SHOWN = 3;

/** The search the answer ran, and where each part came from. */
interface VenueAsk {
  town: string | null;
  townIsTheirs: boolean;
  guestCount: number | null;
  guestsAreTheirs: boolean;
  maxPriceCents: Cents | null;
  venueTypes: VenueType[];
  availableOn: string | null;
  /** A place the couple named that no venue is in. */
  unknownPlace: string | null;
}

const OUTDOOR_TYPES: readonly VenueType[] = ['outdoor', 'garden', 'beach'];
const TYPE_NAMES: Record<VenueType, string> = { garden: 'garden', ballroom: 'ballroom', barn: 'barn', beach: 'waterfront', historic: 'historic', outdoor: 'open-air' };

function kindOf(types: readonly VenueType[]): string {
  if (types.length === 0) return 'venues';
  const outdoor = types.length === OUTDOOR_TYPES.length && OUTDOOR_TYPES.every((type) => types.includes(type));
  if (outdoor) return 'outdoor venues';
  return `${types.map((type) => TYPE_NAMES[type]).join(' or ')} venues`;
}

/** "barn venues in Wimberley for your 150 guests, up to $10,000, free on Saturday, October 16, 2027". */
function describe(ask: VenueAsk): string {
  const parts = [kindOf(ask.venueTypes)];
  if (ask.town) parts.push(`in ${ask.town}${ask.townIsTheirs ? ' (your preferred town)' : ''}`);
  if (ask.guestCount) parts.push(`for ${ask.guestsAreTheirs ? 'your ' : ''}${ask.guestCount} guests`);
  let text = parts.join(' ');
  if (ask.maxPriceCents !== null) text += `, up to ${formatUsd(ask.maxPriceCents)}`;
  if (ask.availableOn) text += `, free on ${formatLongDate(ask.availableOn)}`;
  return text;
}

function venueLine(venue: RankedVenue, index: number, showScore: boolean): string {
  const score = showScore ? ` (${venue.aiScore}% match${venue.matchReasons[0] ? `: ${venue.matchReasons[0]}` : ''})` : '';
  return `${index + 1}. ${venue.name}, ${venue.city}: from ${formatUsd(venue.priceCents)}, up to ${venue.maxGuests} guests${score}`;
}

function linkOf(ask: VenueAsk): SearchLink {
  return {
    location: ask.town ?? undefined,
    guestCount: ask.guestCount ?? undefined,
    budgetMaxCents: ask.maxPriceCents ?? undefined,
    venueTypes: ask.venueTypes,
    date: ask.availableOn ?? undefined,
  };
}

async function townOf(question: AssistantQuestion, asked: VenueQuestion): Promise<{ town: string | null; theirs: boolean }> {
  const town = await question.venues.findTown(asked.places);
  if (town || asked.namedPlace || asked.anywhere) return { town, theirs: false };
  // Nothing named: where the couple said at sign-up they would like to marry.
  const preferred = question.snapshot.wedding.town;
  if (!preferred) return { town: null, theirs: false };
  const theirs = await question.venues.findTown(placePhrases(plainQuestion(preferred)).phrases);
  return { town: theirs, theirs: theirs !== null };
}

async function venueAsk(question: AssistantQuestion, asked: VenueQuestion): Promise<VenueAsk> {
  const { wedding, today } = question.snapshot;
  const { town, theirs } = await townOf(question, asked);
  const ownGuests = wedding.estimatedGuests && wedding.estimatedGuests > 0 ? wedding.estimatedGuests : null;
  const ownShare = asked.withinOwnBudget && wedding.budgetTotalCents > 0 ? venueShareCents(wedding.budgetTotalCents) : null;
  return {
    town,
    townIsTheirs: theirs,
    guestCount: asked.guestCount ?? ownGuests,
    guestsAreTheirs: asked.guestCount === null && ownGuests !== null,
    maxPriceCents: asked.maxPriceCents ?? ownShare,
    venueTypes: asked.venueTypes,
    availableOn: wedding.weddingDate && wedding.weddingDate > today ? wedding.weddingDate : null,
    unknownPlace: town === null ? asked.namedPlace : null,
  };
}

/** Ways to find more when nothing fits: each drops one thing the search held to. */
function widenings(ask: VenueAsk): { hints: string[]; actions: QuickAction[]; suggestions: string[] } {
  const hints: string[] = [];
  const suggestions: string[] = [];
  const guests = ask.guestCount ? ` for ${ask.guestCount} guests` : '';
  if (ask.maxPriceCents !== null) hints.push('a higher price limit');
  if (ask.venueTypes.length) {
    hints.push('other kinds of venue');
    suggestions.push(`Find venues${ask.town ? ` in ${ask.town}` : ''}${guests}`);
  }
  if (ask.town) {
    hints.push('towns nearby');
    suggestions.push(`Find ${kindOf(ask.venueTypes)}${guests}`);
  }
  if (ask.guestCount) hints.push('a smaller guest count');
  if (ask.availableOn) hints.push('another date');
  const wider = searchAction('Widen the search', { guestCount: ask.guestCount ?? undefined, date: ask.availableOn ?? undefined });
  return { hints, actions: [wider, QUICK_ACTIONS.findVenue], suggestions };
}

function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function search(ask: VenueAsk, asked: VenueQuestion): AssistantVenueSearch {
  return {
    criteria: {
      location: ask.town ?? undefined,
      guestCount: ask.guestCount ?? undefined,
      budgetMaxCents: ask.maxPriceCents ?? undefined,
      venueTypes: ask.venueTypes.length ? ask.venueTypes : undefined,
      availableOn: ask.availableOn ?? undefined,
    },
    preferences: asked.preferences,
  };
}

/** Venues that fit the question, found through the venue search and ranked by the match score. */
export async function venuesAnswer(question: AssistantQuestion, plain: string): Promise<AssistantReply> {
  const snapshot: AssistantSnapshot = question.snapshot;
  const asked = readVenueQuestion(plain);
  let ask = await venueAsk(question, asked);
  let results = await question.venues.find(search(ask, asked), VENUES_SHOWN);
  let note = ask.unknownPlace ? `I don't know of any venues in "${ask.unknownPlace}", so I looked across the Hill Country. ` : '';
  if (results.venues.length === 0 && ask.townIsTheirs) {
    // The couple did not ask for their preferred town: look further before giving up.
    note = `Nothing fits in ${ask.town}, your preferred town, so I looked across the Hill Country. `;
    ask = { ...ask, town: null, townIsTheirs: false };
    results = await question.venues.find(search(ask, asked), VENUES_SHOWN);
  }
  const others = suggestionsBesides(snapshot, 'venues');
  if (results.venues.length === 0) {
    const widen = widenings(ask);
    const hint = widen.hints.length ? ` Try widening the search: ${joinOr(widen.hints)}.` : '';
    return {
      content: `${note}I couldn't find any ${describe(ask)}.${hint}`,
      suggestions: [...widen.suggestions, ...others].slice(0, CHAT_LIMITS.suggestions),
      quickActions: widen.actions,
    };
  }
  const showScore = hasPreferences(asked.preferences);
  const lines = results.venues.map((venue, index) => venueLine(venue, index, showScore));
  const more = results.total > results.venues.length ? `\n${results.total} venues fit in all: see them all on the search page.` : '';
  return {
    content: `${note}Here are the best matches for ${describe(ask)}:\n${lines.join('\n')}${more}`,
    suggestions: others,
    quickActions: [searchAction('See all matches', linkOf(ask)), QUICK_ACTIONS.compare],
  };
}
