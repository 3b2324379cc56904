import { describe, expect, it } from '@jest/globals';
import { capacityListsOf, listsHolding } from '../../adapters/persistence/search-index/capacity-lists.js';

// Positions 0..5 with these capacities; the venues come in a given order (the index's byListing).
const maxGuests = Int32Array.from([150, 80, 150, 300, 80, 150]);
const inListingOrder = [5, 1, 3, 0, 4, 2];

describe('capacity lists', () => {
  it('groups the venues by capacity, smallest first, keeping the given order within each', () => {
    const grouped = capacityListsOf(inListingOrder, maxGuests);
    expect(grouped.capacities).toEqual([80, 150, 300]);
    expect(grouped.lists.map((list) => [...list])).toEqual([[1, 4], [5, 0, 2], [3]]);
    expect([...grouped.venues]).toEqual([1, 4, 5, 0, 2, 3]);
  });

  it('gives the lists of the capacities that hold the party, its own size included', () => {
    const grouped = capacityListsOf(inListingOrder, maxGuests);
    expect(listsHolding(grouped, 150).map((list) => [...list])).toEqual([[5, 0, 2], [3]]);
    expect(listsHolding(grouped, 301)).toEqual([]);
  });

  it('holds no list for no venues', () => {
    expect(capacityListsOf([], maxGuests)).toEqual({ capacities: [], lists: [], venues: new Int32Array(0) });
  });
});
