import type { Venue } from '../../domain/venues/venue.js';

let sequence = 0;

/** Test venues: sensible defaults, override what the test is about. */
export const VenueMother = {
  create(overrides: Partial<Venue> = {}): Venue {
    sequence += 1;
    return {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      name: `Test Venue ${sequence}`,
      location: '100 Main Street, Fredericksburg, TX',
      city: 'Fredericksburg',
      description: 'A limestone hall under the live oaks.',
      images: ['/media/scenes/barn-1.svg'],
      amenities: ['Parking Available', 'Bridal Suite'],
      venueType: 'barn',
      maxGuests: 150,
      capacity: 120,
      priceCents: 1_200_000,
      rating: 4.5,
      reviewCount: 40,
      featured: false,
      status: 'published',
      styles: ['rustic'],
      atmospheres: ['cozy'],
      bestSeasons: ['fall'],
      ownerId: null,
      ...overrides,
    };
  },
};
