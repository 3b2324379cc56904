import { isCalendarDate } from '@domain/shared/calendar-date';
import { FILTER_AMENITIES, VENUE_TYPES } from '@domain/venues/venue';
import { VENUE_SEARCH_LIMITS } from '@domain/venues/venue-limits';
import { VENUE_SORTS } from '@domain/venues/venue-search';
import type { VenueSearchRequest, VenueSort, VenueType } from '@/types/api';

// The search page's filters live in the URL, so a search can be shared or reloaded:
// /search?location=..&guestCount=..&budgetMin=..&budgetMax=..&venueType=barn&amenities=..&sort=..&date=..
// The wedding date (from the home page, or picked here) leaves out venues already taken that day.
// Text fields keep what was typed; trimming happens when the request is built.

/** Spec section 9: the budget slider, whole dollars. */
export const BUDGET_FLOOR = 5_000;
export const BUDGET_CEILING = 50_000;
export const BUDGET_STEP = 1_000;

export const VENUE_TYPE_OPTIONS: readonly { value: VenueType; label: string }[] = VENUE_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export const AMENITY_OPTIONS: readonly string[] = FILTER_AMENITIES;

/** The API's bounds on what a search may ask (POST /api/venues/search). */
export const LOCATION_MAX_LENGTH = VENUE_SEARCH_LIMITS.locationLength;
export const GUEST_COUNT_MAX = VENUE_SEARCH_LIMITS.maxGuestCount;

export const SORT_OPTIONS: readonly { value: VenueSort; label: string }[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
];
export const DEFAULT_SORT: VenueSort = 'recommended';

export interface SearchFilters {
  location: string;
  /** As typed; only a whole number of at least 1 is sent. */
  guestCount: string;
  /** Whole dollars; undefined means no bound on that side. */
  budgetMin?: number;
  budgetMax?: number;
  venueTypes: VenueType[];
  amenities: string[];
  sort: VenueSort;
  /** The wedding date, YYYY-MM-DD, or empty: venues booked or blocked that day are left out. */
  date: string;
}

export const EMPTY_FILTERS: SearchFilters = {
  location: '',
  guestCount: '',
  date: '',
  venueTypes: [],
  amenities: [],
  sort: DEFAULT_SORT,
};

const PARAM = {
  location: 'location',
  guestCount: 'guestCount',
  budgetMin: 'budgetMin',
  budgetMax: 'budgetMax',
  venueType: 'venueType',
  amenities: 'amenities',
  sort: 'sort',
  date: 'date',
} as const;

const isVenueType = (value: string): value is VenueType => (VENUE_TYPES as readonly string[]).includes(value);
const isSort = (value: string | null): value is VenueSort => (VENUE_SORTS as readonly (string | null)[]).includes(value);

function wholeDollars(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** What a URL asks for; anything it cannot read is left out rather than guessed. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const sort = params.get(PARAM.sort);
  let budgetMin = wholeDollars(params.get(PARAM.budgetMin));
  let budgetMax = wholeDollars(params.get(PARAM.budgetMax));
  if (budgetMin !== undefined && budgetMax !== undefined && budgetMin > budgetMax) [budgetMin, budgetMax] = [budgetMax, budgetMin];
  return {
    location: params.get(PARAM.location) ?? '',
    guestCount: params.get(PARAM.guestCount) ?? '',
    budgetMin,
    budgetMax,
    venueTypes: unique(params.getAll(PARAM.venueType).filter(isVenueType)),
    amenities: unique(params.getAll(PARAM.amenities).filter((amenity) => amenity.trim() !== '')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    date: isCalendarDate(params.get(PARAM.date) ?? '') ? (params.get(PARAM.date) as string) : '',
  };
}

/** Writes the filters into `base` (a copy): parameters the page does not own are kept. */
export function filtersToParams(filters: SearchFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  Object.values(PARAM).forEach((name) => params.delete(name));
  if (filters.location.trim()) params.set(PARAM.location, filters.location);
  if (filters.guestCount.trim()) params.set(PARAM.guestCount, filters.guestCount.trim());
  if (filters.budgetMin !== undefined) params.set(PARAM.budgetMin, String(filters.budgetMin));
  if (filters.budgetMax !== undefined) params.set(PARAM.budgetMax, String(filters.budgetMax));
  filters.venueTypes.forEach((type) => params.append(PARAM.venueType, type));
  filters.amenities.forEach((amenity) => params.append(PARAM.amenities, amenity));
  if (filters.sort !== DEFAULT_SORT) params.set(PARAM.sort, filters.sort);
  if (filters.date) params.set(PARAM.date, filters.date);
  return params;
}

/** A guest count the API accepts, or undefined (for an empty field, or one guestCountProblem explains). */
export function parseGuestCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count >= 1 && count <= GUEST_COUNT_MAX ? count : undefined;
}

/** Why a typed guest count is not searched for, shown at the field; null when empty or fine. */
export function guestCountProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || parseGuestCount(trimmed) !== undefined) return null;
  return `Enter a whole number of guests from 1 to ${GUEST_COUNT_MAX.toLocaleString('en-US')}.`;
}

// Tab, line feed and carriage return are fine; other C0 controls and DEL are refused by the API.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A typed or pasted location as the API takes it: no invisible control characters, within its length. */
export function cleanLocation(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '').trim().slice(0, LOCATION_MAX_LENGTH);
}

/** The request body: only the fields that are set (no empty strings, no empty lists). */
export function filtersToRequest(filters: SearchFilters): Omit<VenueSearchRequest, 'page' | 'pageSize'> {
  const request: Omit<VenueSearchRequest, 'page' | 'pageSize'> = {};
  const location = cleanLocation(filters.location);
  if (location) request.location = location;
  const guestCount = parseGuestCount(filters.guestCount);
  if (guestCount !== undefined) request.guestCount = guestCount;
  if (filters.budgetMin !== undefined || filters.budgetMax !== undefined) {
    request.budget = {};
    if (filters.budgetMin !== undefined) request.budget.min = filters.budgetMin;
    if (filters.budgetMax !== undefined) request.budget.max = filters.budgetMax;
  }
  if (filters.venueTypes.length) request.venueType = [...filters.venueTypes].sort();
  if (filters.amenities.length) request.amenities = [...filters.amenities].sort();
  if (filters.sort !== DEFAULT_SORT) request.sort = filters.sort;
  if (filters.date) request.date = filters.date;
  return request;
}

/** How many filters are set (the sort is not a filter); shown on the phone's Filters button. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    Number(filters.location.trim() !== '') +
    Number(filters.date !== '') +
    Number(parseGuestCount(filters.guestCount) !== undefined) +
    Number(filters.budgetMin !== undefined || filters.budgetMax !== undefined) +
    filters.venueTypes.length +
    filters.amenities.length
  );
}

export function clearFilters(filters: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

export function toggleItem<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
