import type { VenueType } from '../../../types/api';

/** "ballroom" -> "Ballroom" */
export function venueTypeLabel(type: VenueType): string {
  return capitalize(type);
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function reviewLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

export function guestsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;
}
