import { describe, expect, it } from '@jest/globals';
import { compareVenues, venueFitsSearch } from '../../../domain/venues/venue-search.js';
import { VenueMother } from '../../support/venue-mother.js';

describe('venueFitsSearch', () => {
  const venue = VenueMother.create({
    city: 'Wimberley',
    location: '12 Cypress Creek Lane, Wimberley, TX',
    maxGuests: 180,
    priceCents: 1_500_000,
    venueType: 'garden',
    amenities: ['Bridal Suite', 'Outdoor Space'],
  });

  it('fits when no filter is given', () => expect(venueFitsSearch(venue, {})).toBe(true));

  it('matches the location text case-insensitively in the city or the address', () => {
    expect(venueFitsSearch(venue, { location: 'wimb' })).toBe(true);
    expect(venueFitsSearch(venue, { location: 'CYPRESS creek' })).toBe(true);
    expect(venueFitsSearch(venue, { location: 'Boerne' })).toBe(false);
  });

  it('needs room for the guests', () => {
    expect(venueFitsSearch(venue, { guestCount: 180 })).toBe(true);
    expect(venueFitsSearch(venue, { guestCount: 181 })).toBe(false);
  });

  it('needs the starting price within the budget, ends included', () => {
    expect(venueFitsSearch(venue, { budgetMinCents: 1_500_000, budgetMaxCents: 1_500_000 })).toBe(true);
    expect(venueFitsSearch(venue, { budgetMaxCents: 1_499_999 })).toBe(false);
    expect(venueFitsSearch(venue, { budgetMinCents: 1_500_001 })).toBe(false);
  });

  it('needs one of the venue types when any are given', () => {
    expect(venueFitsSearch(venue, { venueTypes: [] })).toBe(true);
    expect(venueFitsSearch(venue, { venueTypes: ['barn', 'garden'] })).toBe(true);
    expect(venueFitsSearch(venue, { venueTypes: ['barn'] })).toBe(false);
  });

  it('needs every amenity asked for', () => {
    expect(venueFitsSearch(venue, { amenities: ['Bridal Suite', 'Outdoor Space'] })).toBe(true);
    expect(venueFitsSearch(venue, { amenities: ['Bridal Suite', 'Lake View'] })).toBe(false);
  });

  it('never shows a venue still in review', () => {
    expect(venueFitsSearch({ ...venue, status: 'review' }, {})).toBe(false);
  });
});

describe('compareVenues', () => {
  const cheap = VenueMother.create({ name: 'B', priceCents: 500_000, rating: 4.2, featured: false });
  const dear = VenueMother.create({ name: 'A', priceCents: 4_000_000, rating: 4.9, featured: false });
  const featured = VenueMother.create({ name: 'C', priceCents: 2_000_000, rating: 4.4, featured: true });
  const sorted = (sort: Parameters<typeof compareVenues>[0]) => [cheap, dear, featured].sort(compareVenues(sort)).map((v) => v.name);

  it('sorts by price both ways', () => {
    expect(sorted('price-asc')).toEqual(['B', 'C', 'A']);
    expect(sorted('price-desc')).toEqual(['A', 'C', 'B']);
  });

  it('sorts by rating, best first', () => expect(sorted('rating')).toEqual(['A', 'C', 'B']));

  it('recommends by the ranking score, never by the featured flag', () => expect(sorted('recommended')).toEqual(['A', 'C', 'B']));
});
