// A large, plausible catalogue for load and query-plan checks (`hcw db seed --synthetic N`).
// Each venue is derived from its index alone, so runs are repeatable.
import type { IdGenerator } from '../../../domain/shared/id-generator.js';
import { ATMOSPHERES, FILTER_AMENITIES, SEASONS, VENUE_TYPES, WEDDING_STYLES, type Venue } from '../../../domain/venues/venue.js';
import { draw } from './seed-random.js';

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

function pick<T>(list: readonly T[], key: string): T {
  return list[Math.floor(draw(key) * list.length)];
}

function some<T>(list: readonly T[], key: string, share: number): T[] {
  return list.filter((item, i) => draw(`${key}|${i}|${String(item)}`) < share);
}

export function syntheticVenue(index: number, ids: IdGenerator): Venue {
  const k = `syn|${index}`;
  const town = pick(TOWNS, `${k}|town`);
  const venueType = pick(VENUE_TYPES, `${k}|type`);
  const maxGuests = 40 + 10 * Math.floor(draw(`${k}|guests`) * 37);
  const scenes = SCENES[venueType];
  return {
    id: ids.next(),
    name: `${pick(FIRST, `${k}|first`)} ${pick(SECOND, `${k}|second`)} ${index + 1}`,
    location: `${100 + Math.floor(draw(`${k}|no`) * 9000)} ${pick(STREETS, `${k}|street`)}, ${town}, TX`,
    city: town,
    description: `A ${venueType} venue near ${town} for up to ${maxGuests} guests.`,
    images: scenes.map((scene, i) => `/media/scenes/${scene}-${((index + i) % 5) + 1}.svg`),
    amenities: some(FILTER_AMENITIES, `${k}|amenities`, 0.45),
    venueType,
    maxGuests,
    capacity: Math.max(20, maxGuests - 20),
    priceCents: (3_500 + 500 * Math.floor(draw(`${k}|price`) * 90)) * 100,
    rating: Math.round((3.8 + draw(`${k}|rating`) * 1.2) * 10) / 10,
    reviewCount: Math.floor(draw(`${k}|reviews`) * 400),
    featured: draw(`${k}|featured`) < 0.01,
    status: 'published',
    styles: some(WEDDING_STYLES, `${k}|styles`, 0.25),
    atmospheres: some(ATMOSPHERES, `${k}|atmospheres`, 0.3),
    bestSeasons: some(SEASONS, `${k}|seasons`, 0.5),
    ownerId: null,
  };
}
