import { LISTING_DETAIL_LIMITS, VENUE_LIMITS } from '@domain/venues/venue-limits';
import {
  LIST_FIELDS,
  TEXT_FIELDS,
  type ListingErrors,
  type ListingField,
  type ListingForm,
  type TextField,
  type VenueListingRequest,
} from '../types';
import { stepOfField, WIZARD_STEPS } from './listing-steps';

export const EMPTY_LISTING: ListingForm = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  ...(Object.fromEntries(LIST_FIELDS.map((field) => [field, []])) as unknown as Record<(typeof LIST_FIELDS)[number], string[]>),
};

/** Marked with * in the form. The spec's submit check names six; the rest are required in the browser. */
export const REQUIRED_FIELDS: readonly TextField[] = [
  'name',
  'location',
  'city',
  'state',
  'venueType',
  'maxGuests',
  'price',
  'contactName',
  'contactEmail',
  'contactPhone',
];

/** Answers read as whole numbers (spec: parsed with fallback 0). */
export const NUMBER_FIELDS: readonly TextField[] = [
  'maxGuests',
  'minGuests',
  'indoorCapacity',
  'outdoorCapacity',
  'squareFootage',
  'numberOfRooms',
  'price',
  'yearsInBusiness',
];

export const URL_FIELDS: readonly TextField[] = ['website', 'virtualTourUrl'];

/** The server's limits on the lists (POST /api/venues). */
export const MAX_IMAGES = VENUE_LIMITS.images;
export const MAX_AMENITIES = VENUE_LIMITS.amenities;
export const MAX_AMENITY_LENGTH = VENUE_LIMITS.amenityLength;
export const MAX_ITEM_LENGTH = LISTING_DETAIL_LIMITS.itemLength;
export const MAX_IMAGE_ADDRESS_LENGTH = VENUE_LIMITS.imageUrlLength;

/** The venue's own fields, bounded as POST /api/venues bounds them; the rest are listing details. */
const OWN_TEXT_LIMITS: Partial<Record<TextField, number>> = {
  name: VENUE_LIMITS.nameLength,
  description: VENUE_LIMITS.descriptionLength,
  location: VENUE_LIMITS.locationLength,
  city: VENUE_LIMITS.cityLength,
  contactEmail: VENUE_LIMITS.contactEmailLength,
  website: VENUE_LIMITS.imageUrlLength,
  virtualTourUrl: VENUE_LIMITS.imageUrlLength,
};

/** The most characters a field takes: a one-line answer is short, a paragraph may run longer. */
export function textLimit(field: TextField, multiline: boolean): number {
  return OWN_TEXT_LIMITS[field] ?? (multiline ? LISTING_DETAIL_LIMITS.textLength : LISTING_DETAIL_LIMITS.shortTextLength);
}

/** The whole numbers each number field takes (the API's bounds: a listing needs at least one guest and a price). */
export const NUMBER_RANGES: Partial<Record<TextField, { min: number; max: number }>> = {
  maxGuests: { min: 1, max: VENUE_LIMITS.maxGuests },
  minGuests: { min: 0, max: VENUE_LIMITS.maxGuests },
  indoorCapacity: { min: 0, max: VENUE_LIMITS.maxGuests },
  outdoorCapacity: { min: 0, max: VENUE_LIMITS.maxGuests },
  squareFootage: { min: 0, max: LISTING_DETAIL_LIMITS.maxNumber },
  numberOfRooms: { min: 0, max: 1_000 },
  price: { min: 1, max: VENUE_LIMITS.maxPriceDollars },
  yearsInBusiness: { min: 0, max: 200 },
};

const count = (n: number) => n.toLocaleString('en-US');

/** What is wrong with a typed number, or null when it is empty or fine. */
export function numberProblem(field: TextField, text: string): string | null {
  const range = NUMBER_RANGES[field];
  const trimmed = text.trim();
  if (!range || !trimmed) return null;
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole number, without commas or decimals.';
  const value = Number(trimmed);
  if (value < range.min || value > range.max) return `Enter a number from ${count(range.min)} to ${count(range.max)}.`;
  return null;
}

export function isRequired(field: ListingField): boolean {
  return (REQUIRED_FIELDS as readonly ListingField[]).includes(field);
}

/** "120" -> 120; "", "abc" or a negative -> 0 (spec: numbers parse with fallback 0). */
export function parseWholeNumber(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function isBlank(form: ListingForm, field: TextField): boolean {
  return (NUMBER_FIELDS.includes(field) ? parseWholeNumber(form[field]) : form[field].trim()) ? false : true;
}

/** Required answers still missing, in the order of the form. */
export function missingFields(form: ListingForm): TextField[] {
  return TEXT_FIELDS.filter((field) => isRequired(field) && isBlank(form, field));
}

// The browser's own pattern for type="email" (WHATWG), so the check matches what it would say.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/**
 * A web address as typed, made absolute: "hillcountry.example/tour" -> "https://hillcountry.example/tour".
 * Null when it cannot be a public http(s) address.
 */
export function normalizeWebAddress(text: string): string | null {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** An image is a site path ("/media/...") or an http(s) address. */
export function normalizeImageAddress(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? normalizeWebAddress(trimmed) : null;
}

/** Answers in a shape the server would refuse, each with what to do. */
export function formatErrors(form: ListingForm): ListingErrors {
  const errors: ListingErrors = {};
  if (form.contactEmail.trim() && !isEmail(form.contactEmail)) errors.contactEmail = 'Enter an email address like name@example.com.';
  for (const field of URL_FIELDS) {
    if (form[field].trim() && !normalizeWebAddress(form[field])) errors[field] = 'Enter a web address like https://yourvenue.com.';
  }
  for (const field of NUMBER_FIELDS) {
    const problem = numberProblem(field, form[field]);
    if (problem) errors[field] = problem;
  }
  const [min, max] = [parseWholeNumber(form.minGuests), parseWholeNumber(form.maxGuests)];
  if (!errors.minGuests && !errors.maxGuests && min && max && min > max) {
    errors.minGuests = `The minimum cannot be more than the maximum of ${count(max)} guests.`;
  }
  return errors;
}

/** The problems formatErrors finds on one step (1-based), for Next to refuse. */
export function stepFormatErrors(form: ListingForm, step: number): ListingErrors {
  const fields = WIZARD_STEPS[step - 1]?.fields ?? [];
  return Object.fromEntries(Object.entries(formatErrors(form)).filter(([field]) => (fields as readonly string[]).includes(field)));
}

function isFilled(form: ListingForm, field: ListingField): boolean {
  const value = form[field];
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

/**
 * A step is done when something on it is answered, its required answers are there and none is
 * in a shape the server would refuse. Passing a step with Next does not make it done.
 */
export function isStepComplete(form: ListingForm, step: number): boolean {
  const fields = WIZARD_STEPS[step - 1]?.fields ?? [];
  if (!fields.some((field) => isFilled(form, field))) return false;
  if (fields.some((field) => isRequired(field) && (TEXT_FIELDS as readonly string[]).includes(field) && isBlank(form, field as TextField))) return false;
  return Object.keys(stepFormatErrors(form, step)).length === 0;
}

export const REQUIRED_MESSAGE = 'This field is required.';

/** The first field of the form among these (by step, then by order within the step). */
export function firstField(fields: readonly ListingField[]): ListingField | null {
  const order = [...TEXT_FIELDS, ...LIST_FIELDS] as readonly ListingField[];
  const sorted = [...fields].sort((a, b) => stepOfField(a) - stepOfField(b) || order.indexOf(a) - order.indexOf(b));
  return sorted[0] ?? null;
}

const TOP_LEVEL: readonly TextField[] = ['name', 'description', 'location', 'city', 'venueType', 'maxGuests', 'indoorCapacity', 'price', 'contactEmail'];

/** The request for POST /api/venues; call after the checks above have passed. */
export function toListingRequest(form: ListingForm): VenueListingRequest {
  const details: VenueListingRequest['details'] = {};
  for (const field of TEXT_FIELDS) {
    if (TOP_LEVEL.includes(field)) continue;
    const text = form[field].trim();
    if (!text) continue;
    if (NUMBER_FIELDS.includes(field)) details[field] = parseWholeNumber(text);
    else if (URL_FIELDS.includes(field)) details[field] = normalizeWebAddress(text) ?? text;
    else details[field] = text;
  }
  for (const field of ['cateringServices', 'rentalItems', 'availableDays'] as const) {
    if (form[field].length) details[field] = [...form[field]];
  }
  const indoorCapacity = parseWholeNumber(form.indoorCapacity);
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    location: form.location.trim(),
    city: form.city.trim(),
    venueType: form.venueType,
    maxGuests: parseWholeNumber(form.maxGuests),
    ...(indoorCapacity ? { indoorCapacity } : {}),
    price: parseWholeNumber(form.price),
    contactEmail: form.contactEmail.trim(),
    amenities: [...form.amenities],
    images: [...form.images],
    details,
  };
}

/** The wizard fields the server may name in a 400 answer. */
export function wizardFieldOf(serverField: string | undefined): ListingField | null {
  if (!serverField) return null;
  const known = [...TEXT_FIELDS, ...LIST_FIELDS] as readonly string[];
  const base = serverField.replace(/^details\./, '').replace(/\[\d+\]$/, '').replace(/\.\d+$/, '');
  return known.includes(base) ? (base as ListingField) : null;
}
