import { describe, expect, it } from '@jest/globals';
import { SharedVenueValues } from '../../adapters/persistence/search-index/shared-venue-values.js';
import type { Venue } from '../../domain/venues/venue.js';
import { VenueMother } from '../support/venue-mother.js';

// Each row read from the database brings its own copy of every value: copies made here stand for them.
const copy = (text: string) => [...text].join('');
const venueRow = (id: string, overrides: Partial<Venue> = {}): Venue =>
  VenueMother.create({
    id,
    city: copy('Boerne'),
    images: [copy('/media/scenes/barn-1.svg'), copy('/media/scenes/hilltop-2.svg')],
    amenities: [copy('Bridal Suite'), copy('Dance Floor')],
    ...overrides,
  });

describe('venues kept with their repeated values shared', () => {
  it('are the venues as read, value for value', () => {
    const row = venueRow('1');
    expect(new SharedVenueValues().share(row)).toEqual(row);
  });

  it('hold one town and one list of images or amenities for every venue that shows it', () => {
    const shared = new SharedVenueValues();
    const first = shared.share(venueRow('1'));
    const second = shared.share(venueRow('2'));
    expect(second.images).toBe(first.images);
    expect(second.amenities).toBe(first.amenities);
    expect(Object.isFrozen(second.images)).toBe(true);
    expect(second.name).not.toBe(first.name);
  });

  it('keep lists that differ apart, the empty list and a list of one empty value too', () => {
    const shared = new SharedVenueValues();
    const none = shared.share(venueRow('1', { amenities: [] }));
    const blank = shared.share(venueRow('2', { amenities: [''] }));
    const two = shared.share(venueRow('3', { amenities: ['Bridal Suite', 'Dance Floor'] }));
    const reversed = shared.share(venueRow('4', { amenities: ['Dance Floor', 'Bridal Suite'] }));
    expect([none.amenities, blank.amenities, two.amenities, reversed.amenities]).toEqual([[], [''], ['Bridal Suite', 'Dance Floor'], ['Dance Floor', 'Bridal Suite']]);
  });

  it('share nothing with the venues kept before it was emptied', () => {
    const shared = new SharedVenueValues();
    const before = shared.share(venueRow('1'));
    shared.clear();
    expect(shared.share(venueRow('2')).images).not.toBe(before.images);
  });
});
