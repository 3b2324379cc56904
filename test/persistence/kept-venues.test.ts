import { describe, expect, it } from '@jest/globals';
import { KeptVenues } from '../../adapters/persistence/search-index/kept-venues.js';

// The venues of recent search pages, kept by their position in the index (indexed-venue-search.ts).

const venue = (name: string) => ({ name });
const charsOf = (kept: { name: string }) => kept.name.length;

describe('venues kept by their position in the index', () => {
  it('gives back the venue kept at a position, and nothing at a position never kept', () => {
    const kept = new KeptVenues(10, 5, 1_000, charsOf);
    kept.set(3, venue('Oak Hall'));
    expect(kept.get(3)).toEqual(venue('Oak Hall'));
    expect(kept.get(4)).toBeUndefined();
    expect(kept.size).toEqual({ venues: 1, chars: 8 });
  });

  it('replaces the venue at a position kept again, counting it once', () => {
    const kept = new KeptVenues(10, 5, 1_000, charsOf);
    kept.set(3, venue('Oak Hall'));
    kept.set(3, venue('Oak Barn Hall'));
    expect(kept.get(3)).toEqual(venue('Oak Barn Hall'));
    expect(kept.size).toEqual({ venues: 1, chars: 13 });
  });

  it('keeps at most its number of venues, letting go first of one not read since the hand passed', () => {
    const kept = new KeptVenues(10, 3, 1_000, charsOf);
    kept.set(0, venue('a'));
    kept.set(1, venue('b'));
    kept.set(2, venue('c'));
    kept.get(0); // read again: the hand passes it over once
    kept.set(5, venue('f'));
    expect(kept.get(0)).toEqual(venue('a'));
    expect(kept.get(1)).toBeUndefined();
    expect(kept.get(2)).toEqual(venue('c'));
    expect(kept.get(5)).toEqual(venue('f'));
    expect(kept.size.venues).toBe(3);
  });

  it('lets venues go until the texts of those it keeps fit its characters', () => {
    const kept = new KeptVenues(10, 10, 10, charsOf);
    kept.set(0, venue('aaaa'));
    kept.set(1, venue('bbbb'));
    kept.set(2, venue('cccccc'));
    expect(kept.size).toEqual({ venues: 2, chars: 10 });
    expect(kept.get(0)).toBeUndefined();
    expect(kept.get(2)).toEqual(venue('cccccc'));
  });

  it('does not keep a venue whose texts alone exceed its characters', () => {
    const kept = new KeptVenues(10, 10, 10, charsOf);
    kept.set(0, venue('aaaa'));
    kept.set(1, venue('a name far too long'));
    expect(kept.get(1)).toBeUndefined();
    expect(kept.get(0)).toEqual(venue('aaaa'));
  });

  it('goes on keeping and letting go over many rounds of the hand without losing count', () => {
    const kept = new KeptVenues(1_000, 50, 10_000, charsOf);
    for (let i = 0; i < 5_000; i++) {
      const position = (i * 7919) % 1_000;
      kept.set(position, venue(`venue ${position}`));
      if (i % 3 === 0) kept.get((i * 31) % 1_000);
    }
    let found = 0;
    let chars = 0;
    for (let position = 0; position < 1_000; position++) {
      const at = kept.get(position);
      if (at) {
        found += 1;
        chars += at.name.length;
        expect(at.name).toBe(`venue ${position}`);
      }
    }
    expect(kept.size).toEqual({ venues: found, chars });
    expect(found).toBe(50);
  });
});
