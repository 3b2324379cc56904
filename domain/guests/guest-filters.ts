import type { Guest, MealChoice } from './guest.js';

// What the couple's list can be narrowed to. Pure, so the web filters a list of up to 1,000
// guests in the browser with the same rules the server would use.

export const GUEST_FILTERS = ['all', 'not-replied', 'confirmed', 'declined', 'dietary-needs', 'no-meal'] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];

export interface GuestQuery {
  filter: GuestFilter;
  /** Only guests with this meal; null: any. */
  meal: MealChoice | null;
}

/** What a filter reads of a guest (the web's guests carry their dates as text). */
export type FilterableGuest = Pick<Guest, 'rsvpStatus' | 'meal' | 'dietaryRestrictions'>;

/** "Not replied" is a pending answer: invited or not, the guest has not said yes or no. */
export function guestMatches(guest: FilterableGuest, { filter, meal }: GuestQuery): boolean {
  if (meal !== null && guest.meal !== meal) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'not-replied':
      return guest.rsvpStatus === 'pending';
    case 'confirmed':
      return guest.rsvpStatus === 'confirmed';
    case 'declined':
      return guest.rsvpStatus === 'declined';
    case 'dietary-needs':
      return guest.dietaryRestrictions !== null;
    case 'no-meal':
      return guest.meal === null && guest.rsvpStatus !== 'declined';
  }
}

export function filterGuests<G extends FilterableGuest>(guests: readonly G[], query: GuestQuery): G[] {
  return guests.filter((guest) => guestMatches(guest, query));
}

/** As names are compared on import: case, repeated spaces and Unicode forms do not matter. */
export function householdKey(household: string): string {
  return household.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface HouseholdGroup<G> {
  /** The household as first written on the list; null for the guests who have none. */
  household: string | null;
  guests: G[];
}

/**
 * Guests of one household together, where its first guest stands on the list; "The Garcías" and
 * "the garcías " are one household. Guests without a household keep their own places, each alone.
 */
export function groupByHousehold<G extends Pick<Guest, 'household'>>(guests: readonly G[]): HouseholdGroup<G>[] {
  const groups: HouseholdGroup<G>[] = [];
  const byKey = new Map<string, HouseholdGroup<G>>();
  for (const guest of guests) {
    if (guest.household === null) {
      groups.push({ household: null, guests: [guest] });
      continue;
    }
    const key = householdKey(guest.household);
    const group = byKey.get(key);
    if (group) group.guests.push(guest);
    else {
      const created = { household: guest.household, guests: [guest] };
      byKey.set(key, created);
      groups.push(created);
    }
  }
  return groups;
}
