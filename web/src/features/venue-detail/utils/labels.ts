import type { Venue } from '@/types/api';

/**
 * The kind of place, in the owner's own word when they listed it through the wizard ("chapel",
 * "country club"), otherwise the search type: "Chapel", "Country Club", "Ballroom".
 */
export function venueTypeLabel(venue: Pick<Venue, 'venueType' | 'listingType'>): string {
  return (venue.listingType || venue.venueType).replace(/(^|[\s/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function guestsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;
}
