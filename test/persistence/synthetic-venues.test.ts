import { describe, expect, it } from '@jest/globals';
import { syntheticVenue } from '../../adapters/persistence/seed/synthetic-venues.js';

const sameId = { next: () => 'id' };

describe('the synthetic catalogue', () => {
  it('gives each venue as it gave it when its keys were hashed whole, so load and plan checks stay comparable', () => {
    // Made by the version that built every key (syn|0|town, syn|0|amenities|3|Bridal Suite, ...) as a string.
    expect(syntheticVenue(0, sameId)).toEqual({
      id: 'id', name: 'Pecan Estate 1', location: '3564 River Road, Boerne, TX', city: 'Boerne',
      description: 'A beach venue near Boerne for up to 370 guests.',
      images: ['/media/scenes/lake-1.svg', '/media/scenes/river-2.svg', '/media/scenes/hilltop-3.svg'],
      amenities: ['Parking Available', 'Bridal Suite', 'Dance Floor', 'Historic Architecture'],
      venueType: 'beach', maxGuests: 370, capacity: 350, priceCents: 3_100_000, rating: 3.9, reviewCount: 259, featured: false,
      status: 'published', styles: ['romantic', 'elegant'], atmospheres: ['outdoor'], bestSeasons: ['spring', 'summer'], ownerId: null,
    });
    expect(syntheticVenue(99_999, sameId)).toEqual({
      id: 'id', name: 'Cypress Bluff 100000', location: '7941 County Road, Canyon Lake, TX', city: 'Canyon Lake',
      description: 'A barn venue near Canyon Lake for up to 200 guests.',
      images: ['/media/scenes/barn-5.svg', '/media/scenes/dancehall-1.svg', '/media/scenes/hilltop-2.svg'],
      amenities: ['Parking Available', 'Catering Included', 'Bridal Suite', 'Dance Floor', 'Outdoor Space'],
      venueType: 'barn', maxGuests: 200, capacity: 180, priceCents: 800_000, rating: 4.1, reviewCount: 93, featured: false,
      status: 'published', styles: ['elegant'], atmospheres: ['outdoor'], bestSeasons: ['spring', 'summer', 'fall'], ownerId: null,
    });
  });
});
