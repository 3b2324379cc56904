// A large, plausible catalogue for load and query-plan checks (`hcw db seed --synthetic N`).
// Each venue is derived from its index alone, so runs are repeatable.
import type { IdGenerator } from '../../../domain/shared/id-generator.js';
import { ATMOSPHERES, FILTER_AMENITIES, SEASONS, VENUE_TYPES, WEDDING_STYLES, type Venue } from '../../../domain/venues/venue.js';
import { drawOf, hashedOn, NO_TEXT_HASHED } from './seed-random.js';

const TOWNS = [
  'Fredericksburg', 'Wimberley', 'Dripping Springs', 'Boerne', 'New Braunfels', 'Kerrville', 'Marble Falls',
  'Johnson City', 'Bandera', 'Comfort', 'Driftwood', 'Spicewood', 'Blanco', 'Canyon Lake', 'Burnet',
  'Llano', 'Mason', 'Luckenbach', 'Ingram', 'Hunt', 'Leakey', 'Utopia', 'Vanderpool', 'Sisterdale',
  'Gruene', 'San Marcos', 'Round Mountain', 'Kingsland', 'Horseshoe Bay', 'Center Point',
];
const FIRST = ['Live Oak', 'Cypress', 'Pecan', 'Limestone', 'Bluebonnet', 'Cedar', 'Mesquite', 'Juniper', 'Prickly Pear', 'Red Bud', 'Sycamore', 'Agave'];
const SECOND = ['Hollow', 'Ranch', 'Hall', 'Gardens', 'Creek', 'Bluff', 'Meadow', 'Estate', 'Barn', 'Springs', 'Vineyard', 'Lodge'];
const STREETS = ['Ranch Road', 'Farm to Market Road', 'County Road', 'Old Mill Road', 'River Road', 'Hilltop Lane'];
const SCENES: Record<string, string[]> = {
  garden: ['garden', 'courtyard', 'oak-grove'],
  ballroom: ['ballroom', 'estate', 'courtyard'],
  barn: ['barn', 'dancehall', 'hilltop'],
  beach: ['lake', 'river', 'hilltop'],
  historic: ['chapel', 'dancehall', 'estate'],
  outdoor: ['hilltop', 'vineyard', 'oak-grove'],
};

/** `key` is the hash of a draw's key (hashedOn). */
function pick<T>(list: readonly T[], key: number): T {
  return list[Math.floor(drawOf(key) * list.length)];
}

/** The items whose draw of `${key}|${i}|${item}` is under `share`; `key` as for pick. */
function some<T>(list: readonly T[], key: number, share: number): T[] {
  return list.filter((item, i) => drawOf(hashedOn(key, '|', String(i), '|', String(item))) < share);
}

/**
 * Venue `index` of the synthetic catalogue. Its draws are keyed `syn|<index>|town` and so on; the
 * hash of `syn|<index>|` is made once and each key's ending hashed after it (seed-random.ts), the
 * same numbers as hashing each key whole, in a third of the time.
 */
export function syntheticVenue(index: number, ids: IdGenerator): Venue {
  const k = hashedOn(NO_TEXT_HASHED, `syn|${index}|`);
  const at = (name: string) => hashedOn(k, name);
  const town = pick(TOWNS, at('town'));
  const venueType = pick(VENUE_TYPES, at('type'));
  const maxGuests = 40 + 10 * Math.floor(drawOf(at('guests')) * 37);
  const scenes = SCENES[venueType];
  return {
    id: ids.next(),
    name: `${pick(FIRST, at('first'))} ${pick(SECOND, at('second'))} ${index + 1}`,
    location: `${100 + Math.floor(drawOf(at('no')) * 9000)} ${pick(STREETS, at('street'))}, ${town}, TX`,
    city: town,
    description: `A ${venueType} venue near ${town} for up to ${maxGuests} guests.`,
    images: scenes.map((scene, i) => `/media/scenes/${scene}-${((index + i) % 5) + 1}.svg`),
    amenities: some(FILTER_AMENITIES, at('amenities'), 0.45),
    venueType,
    maxGuests,
    capacity: Math.max(20, maxGuests - 20),
    priceCents: (3_500 + 500 * Math.floor(drawOf(at('price')) * 90)) * 100,
    rating: Math.round((3.8 + drawOf(at('rating')) * 1.2) * 10) / 10,
    reviewCount: Math.floor(drawOf(at('reviews')) * 400),
    featured: drawOf(at('featured')) < 0.01,
    status: 'published',
    styles: some(WEDDING_STYLES, at('styles'), 0.25),
    atmospheres: some(ATMOSPHERES, at('atmospheres'), 0.3),
    bestSeasons: some(SEASONS, at('seasons'), 0.5),
    ownerId: null,
  };
}
