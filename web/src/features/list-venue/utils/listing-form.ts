import { LIST_FIELDS, TEXT_FIELDS, type ListingErrors, type ListingField, type ListingForm, type TextField, type VenueListingRequest } from '../types';
import { stepOfField } from './listing-steps';

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
export const MAX_IMAGES = 20;
export const MAX_AMENITIES = 60;
export const MAX_AMENITY_LENGTH = 80;

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
  return errors;
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
