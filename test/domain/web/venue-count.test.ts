import { describe, expect, it } from '@jest/globals';
import { venueCountLabel } from '../../../web/src/features/search/utils/venue-count.js';

describe('the search count label', () => {
  it('reads one venue, many venues, and a capped count with a plus', () => {
    expect(venueCountLabel(1)).toBe('1 venue');
    expect(venueCountLabel(0)).toBe('0 venues');
    expect(venueCountLabel(1234)).toBe('1,234 venues');
    expect(venueCountLabel(1000, true)).toBe('1,000+ venues');
  });
});
