import type { Venue } from '@/types/api';

/** Every amenity any venue has: the shared ones first, then by name. */
export function amenityUnion(venues: readonly Venue[]): string[] {
  const counts = new Map<string, number>();
  venues.forEach((venue) => new Set(venue.amenities).forEach((amenity) => counts.set(amenity, (counts.get(amenity) ?? 0) + 1)));
  return [...counts.entries()].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en')).map(([amenity]) => amenity);
}
