import { LISTING_VENUE_TYPES } from '@domain/venue-management/listing-types';
import { FILTER_AMENITIES } from '@domain/venues/venue';
import type { SelectOption } from '@/ui/field';

/** "garden/outdoor" -> "Garden/Outdoor", "country club" -> "Country Club". */
function titleCase(text: string): string {
  return text.replace(/(^|[\s/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The 23 kinds of place the server accepts, stored lower case as the spec asks. */
export const VENUE_TYPE_OPTIONS: readonly SelectOption[] = Object.keys(LISTING_VENUE_TYPES).map((value) => ({ value, label: titleCase(value) }));

/** The eight amenities couples filter search by come first, then common extras. */
export const AMENITY_CHOICES: readonly string[] = [
  ...FILTER_AMENITIES,
  'Air Conditioning',
  'Wheelchair Accessible',
  'On-site Lodging',
  'Bar Service',
  "Groom's Lounge",
  'Tables & Chairs',
  'String Lights',
  'Sound System',
  'Pet Friendly',
  'River View',
];

export const CATERING_SERVICES: readonly string[] = [
  'In-house Catering',
  'Preferred Caterer List',
  'Outside Caterers Welcome',
  'Bartending Service',
  'Cake Cutting',
  'Menu Tastings',
];

export const RENTAL_ITEMS: readonly string[] = [
  'Tables',
  'Chairs',
  'Linens',
  'Dinnerware',
  'Glassware',
  'Ceremony Arch',
  'Lighting',
  'Portable Dance Floor',
  'Tents',
  'Heaters & Fans',
];

export const ALCOHOL_POLICIES: readonly SelectOption[] = [
  { value: 'full-bar', label: 'Full bar allowed' },
  { value: 'beer-wine', label: 'Beer and wine only' },
  { value: 'byob', label: 'Bring your own (BYOB)' },
  { value: 'no-alcohol', label: 'No alcohol' },
  { value: 'licensed-only', label: 'Licensed bartender required' },
];

export const BOOKING_LEAD_TIMES: readonly SelectOption[] = [
  { value: '1-week', label: '1 week' },
  { value: '2-weeks', label: '2 weeks' },
  { value: '1-month', label: '1 month' },
  { value: '3-months', label: '3 months' },
  { value: '6-months', label: '6 months' },
  { value: '1-year', label: '1 year' },
];

export const MINIMUM_RENTALS: readonly SelectOption[] = [
  { value: '4-hours', label: '4 hours' },
  { value: '6-hours', label: '6 hours' },
  { value: '8-hours', label: '8 hours' },
  { value: 'full-day', label: 'Full day' },
  { value: 'weekend', label: 'Weekend' },
];

export const WEEKDAYS: readonly SelectOption[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];

export function asOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
