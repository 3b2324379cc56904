import type { Venue } from '@/types/api';

// The venues chosen for comparison travel to /compare (a full page load) through local
// storage, as whole venue objects, under the spec's compare key.

export const COMPARE_STORAGE_KEY = 'compareVenues';
/** Spec section 9: at most three venues side by side. */
export const COMPARE_LIMIT = 3;

/** null: nothing stored (the compare page sends the visitor to search); else the venues that read well. */
export function readComparedVenues(storage: Storage | undefined = safeStorage()): Venue[] | null {
  const text = storage?.getItem(COMPARE_STORAGE_KEY);
  if (text === null || text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return dedupe(parsed.filter(isVenue)).slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

export function writeComparedVenues(venues: readonly Venue[], storage: Storage | undefined = safeStorage()): void {
  try {
    if (venues.length === 0) storage?.removeItem(COMPARE_STORAGE_KEY);
    else storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(venues));
  } catch {
    // Storage full or blocked: the comparison simply does not survive the page load.
  }
}

export function clearComparedVenues(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Enough of a venue to show it; stored data may be old or edited by hand. */
function isVenue(value: unknown): value is Venue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.location === 'string' &&
    typeof v.description === 'string' &&
    typeof v.price === 'string' &&
    typeof v.venueType === 'string' &&
    typeof v.maxGuests === 'number' &&
    typeof v.rating === 'number' &&
    typeof v.reviewCount === 'number' &&
    Array.isArray(v.images) &&
    v.images.every((image) => typeof image === 'string') &&
    Array.isArray(v.amenities) &&
    v.amenities.every((amenity) => typeof amenity === 'string')
  );
}

function dedupe(venues: Venue[]): Venue[] {
  const seen = new Set<string>();
  return venues.filter((venue) => (seen.has(venue.id) ? false : (seen.add(venue.id), true)));
}
