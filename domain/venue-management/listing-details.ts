import { InvalidInputError } from '../shared/domain-error.js';
import { LISTING_DETAIL_LIMITS, VENUE_LIMITS } from '../venues/venue-limits.js';

/**
 * The listing wizard's answers couples look for on the venue page, grouped as the page shows
 * them. They live in the venue's listing details, as the wizard stored them.
 */
export const LISTING_FACT_GROUPS = {
  contact: ['contactName', 'contactTitle', 'contactEmail', 'contactPhone', 'alternatePhone', 'website', 'businessHours'],
  terms: ['bookingLeadTime', 'minimumRental', 'depositAmount', 'paymentTerms', 'cancellationPolicy', 'insuranceRequirements'],
  policies: ['alcoholPolicy', 'musicRestrictions', 'decorRestrictions', 'cleanupRequirements'],
  parking: ['parkingDetails'],
  accessibility: ['accessibilityFeatures'],
} as const;

export type ListingFactGroup = keyof typeof LISTING_FACT_GROUPS;
export type ListingFactField = (typeof LISTING_FACT_GROUPS)[ListingFactGroup][number];
export const LISTING_FACT_FIELDS = Object.values(LISTING_FACT_GROUPS).flat() as ListingFactField[];

/** Every fact, null when the owner has not given it. */
export type ListingFacts = Record<ListingFactField, string | null>;
/** A field left out keeps its answer; null or blank clears it (the required ones refuse that). */
export type ListingFactsUpdate = Partial<Record<ListingFactField, string | null>>;

/** Paragraphs in the wizard (a textarea); the rest are one-line answers. */
export const MULTILINE_LISTING_FACTS: readonly ListingFactField[] = [
  'cancellationPolicy',
  'insuranceRequirements',
  'musicRestrictions',
  'decorRestrictions',
  'cleanupRequirements',
  'parkingDetails',
  'accessibilityFeatures',
];

/** Marked required in the wizard: an owner may change them, not remove them. */
export const REQUIRED_LISTING_FACTS: readonly ListingFactField[] = ['contactName', 'contactEmail', 'contactPhone'];

/** The wizard's bounds: its own limits for the email and website, else by one line or paragraph. */
export function listingFactLimit(field: ListingFactField): number {
  if (field === 'contactEmail') return VENUE_LIMITS.contactEmailLength;
  if (field === 'website') return VENUE_LIMITS.imageUrlLength;
  return MULTILINE_LISTING_FACTS.includes(field) ? LISTING_DETAIL_LIMITS.textLength : LISTING_DETAIL_LIMITS.shortTextLength;
}

/** The facts kept in a venue's listing details; anything not text (or blank) reads as not given. */
export function listingFactsOf(details: Record<string, unknown>): ListingFacts {
  const facts = {} as ListingFacts;
  for (const field of LISTING_FACT_FIELDS) {
    const value = details[field];
    facts[field] = typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
  }
  return facts;
}

// The browser's own pattern for type="email" (WHATWG), the one the wizard checks with.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** "yourvenue.com" -> "https://yourvenue.com/", as the wizard makes it; null when not a public http(s) address. */
export function normalizeWebsite(text: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * An owner's edit of the facts, checked as the wizard checks them: trimmed, within its lengths,
 * an email that is one, a website made absolute. Null in the answer means "remove this answer".
 */
export function cleanListingFacts(update: ListingFactsUpdate, fieldPrefix = 'listingDetails'): ListingFactsUpdate {
  const refuse = (field: ListingFactField, message: string): never => {
    throw new InvalidInputError('VENUE.INVALID_DETAILS', `${fieldPrefix}.${field}`, `${field} ${message}`);
  };
  const clean: ListingFactsUpdate = {};
  for (const field of LISTING_FACT_FIELDS) {
    if (!(field in update) || update[field] === undefined) continue;
    const raw = update[field];
    if (raw !== null && typeof raw !== 'string') refuse(field, 'must be text');
    const text = (raw ?? '').trim();
    if (!text) {
      if (REQUIRED_LISTING_FACTS.includes(field)) refuse(field, 'must not be blank');
      clean[field] = null;
      continue;
    }
    if (text.length > listingFactLimit(field)) refuse(field, `must be at most ${listingFactLimit(field)} characters`);
    if (field === 'contactEmail' && !EMAIL_PATTERN.test(text)) refuse(field, 'must be an email address');
    clean[field] = field === 'website' ? (normalizeWebsite(text) ?? refuse(field, 'must be a web address like https://yourvenue.com')) : text;
  }
  return clean;
}

/** The listing details with the edit applied: a cleared answer is removed, the others kept as they were. */
export function applyListingFacts(details: Record<string, unknown>, clean: ListingFactsUpdate): Record<string, unknown> {
  const next = { ...details };
  for (const [field, value] of Object.entries(clean)) {
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next;
}
