import {
  LISTING_FACT_FIELDS,
  listingFactLimit,
  MULTILINE_LISTING_FACTS,
  normalizeWebsite,
  REQUIRED_LISTING_FACTS,
  type ListingFactField,
} from '@domain/venue-management/listing-details';
import { LISTING_VENUE_TYPES } from '@domain/venue-management/listing-types';
import type { SelectOption } from '@/ui/field';
import type { OwnedListingDetails } from '../api/get-listing-details';
import type { VenueDetailsChange } from '../api/update-venue';
import type { FormErrors } from './venue-form';

// The Venue tab's "What couples look for" form: the wizard's answers as text, checked as the wizard checks them.

export type ListingFormValues = Record<ListingFactField, string> & { venueType: string };
export type ListingFormField = keyof ListingFormValues;

const titleCase = (text: string) => text.replace(/(^|[\s/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The wizard's kinds of place. */
export const LISTING_TYPE_OPTIONS: readonly SelectOption[] = Object.keys(LISTING_VENUE_TYPES).map((value) => ({ value, label: titleCase(value) }));

export { listingFactLimit, MULTILINE_LISTING_FACTS, REQUIRED_LISTING_FACTS };

/** Venues from before the wizard have only a search type; it is offered when the wizard knows it too. */
export function listingFormValues(details: OwnedListingDetails, searchType: string): ListingFormValues {
  const values = { venueType: details.listingType ?? (Object.hasOwn(LISTING_VENUE_TYPES, searchType) ? searchType : '') } as ListingFormValues;
  for (const field of LISTING_FACT_FIELDS) values[field] = details.listingDetails[field] ?? '';
  return values;
}

// The browser's own pattern for type="email" (WHATWG), as the wizard checks it.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Only what changed is checked and sent, so a venue missing an old answer can still save a new one. */
export function changedFields(values: ListingFormValues, initial: ListingFormValues): ListingFormField[] {
  return (Object.keys(values) as ListingFormField[]).filter((field) => values[field].trim() !== initial[field].trim());
}

export function validateListingForm(values: ListingFormValues, initial: ListingFormValues): FormErrors<ListingFormField> {
  const errors: FormErrors<ListingFormField> = {};
  for (const field of changedFields(values, initial)) {
    const text = values[field].trim();
    if (field === 'venueType') {
      if (!text) errors.venueType = 'Choose the kind of place.';
      continue;
    }
    if (!text) {
      if (REQUIRED_LISTING_FACTS.includes(field)) errors[field] = 'This field is required.';
      continue;
    }
    if (text.length > listingFactLimit(field)) errors[field] = `Keep it under ${listingFactLimit(field).toLocaleString('en-US')} characters.`;
    else if (field === 'contactEmail' && !EMAIL_PATTERN.test(text)) errors[field] = 'Enter an email address like name@example.com.';
    else if (field === 'website' && !normalizeWebsite(text)) errors[field] = 'Enter a web address like https://yourvenue.com.';
  }
  return errors;
}

/** Assumes validateListingForm found nothing. */
export function toListingChange(values: ListingFormValues, initial: ListingFormValues): VenueDetailsChange {
  const change: VenueDetailsChange = {};
  const facts: NonNullable<VenueDetailsChange['listingDetails']> = {};
  for (const field of changedFields(values, initial)) {
    if (field === 'venueType') change.venueType = values.venueType;
    else facts[field] = values[field].trim() || null;
  }
  if (Object.keys(facts).length) change.listingDetails = facts;
  return change;
}

/** "listingDetails.parkingDetails" (a 400's field) -> "parkingDetails". */
export function listingFormFieldOf(serverField: string | null | undefined): ListingFormField | null {
  if (!serverField) return null;
  const base = serverField.replace(/^listingDetails\./, '');
  return base === 'venueType' || (LISTING_FACT_FIELDS as readonly string[]).includes(base) ? (base as ListingFormField) : null;
}
