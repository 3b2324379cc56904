import { describe, expect, it } from '@jest/globals';
import { isPremiumPackage, sortPackages } from '../../../domain/venues/venue-packages.js';
import type { VenuePackage } from '../../../domain/venues/venue.js';

const pkg = (name: string, basePriceCents: number, isPopular = false): VenuePackage => ({
  id: name,
  venueId: 'v',
  name,
  description: '',
  basePriceCents,
  maxGuests: 100,
  includedServices: [],
  isPopular,
});

describe('sortPackages', () => {
  it('puts the popular package first, then the rest cheapest first', () => {
    const sorted = sortPackages([pkg('Luxury', 900_000), pkg('Weekday', 300_000), pkg('Saturday', 600_000, true)]);
    expect(sorted.map((p) => p.name)).toEqual(['Saturday', 'Weekday', 'Luxury']);
  });

  it('leaves its input untouched', () => {
    const input = [pkg('B', 2), pkg('A', 1)];
    sortPackages(input);
    expect(input.map((p) => p.name)).toEqual(['B', 'A']);
  });
});

describe('isPremiumPackage', () => {
  it.each([
    ['All-Inclusive Luxury', true],
    ['premium weekend', true],
    ['Saturday Celebration', false],
  ])('%s -> %s', (name, expected) => expect(isPremiumPackage({ name })).toBe(expected));
});
