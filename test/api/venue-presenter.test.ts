import { describe, expect, it } from '@jest/globals';
import { presentVenue, venuesAsJson } from '../../adapters/http/venues/venue.presenter.js';
import { deepFreeze } from '../../adapters/persistence/read-cache/catalogue-read-cache.js';
import { VenueMother } from '../support/venue-mother.js';

describe('venues as JSON text', () => {
  it('is the JSON of each venue as presentVenue shows it', () => {
    const venues = [VenueMother.create({ name: 'Cypress "Creek" Barn', priceCents: 1_234_567 }), VenueMother.create({ description: 'Emoji 🌵 and <b>tags</b>' })];
    expect(JSON.parse(venuesAsJson(venues))).toEqual(venues.map(presentVenue));
    expect(JSON.parse(venuesAsJson(deepFreeze(venues)))).toEqual(venues.map(presentVenue));
    expect(venuesAsJson([])).toBe('[]');
  });

  it('never answers an earlier text for a venue that may have changed since (not frozen)', () => {
    const venue = VenueMother.create({ name: 'Before' });
    expect(JSON.parse(venuesAsJson([venue]))[0].name).toBe('Before');
    venue.name = 'After';
    expect(JSON.parse(venuesAsJson([venue]))[0].name).toBe('After');
  });

  it('writes a frozen venue once, however many lists it is in', () => {
    const venue = deepFreeze(VenueMother.create());
    const first = venuesAsJson([venue]);
    expect(venuesAsJson([venue, venue])).toBe(`[${first.slice(1, -1)},${first.slice(1, -1)}]`);
  });
});
