import { firstPosition } from './first-position.js';

/** What a grid can answer at once: the type, the guest count and the budget of a search. */
export interface GridBounds {
  /** 1 at a wanted type's number; null for every type. */
  typeFits: Uint8Array | null;
  fewestGuests: number;
  cheapest: number;
  dearest: number;
}

/**
 * Venues grouped by type and capacity, and each group by price: a type filter and a guest count
 * choose groups, and a budget is one stretch of each group, found by halving. So the venues that
 * fit those filters come as a few stretches, with no venue tested one by one (README, Speed).
 */
export class CapacityPriceGrid {
  /** Group g is positions[groupStart[g] .. groupStart[g + 1]), all of type groupType[g] and capacity groupCapacity[g]. */
  private readonly groupType: Int32Array;
  private readonly groupCapacity: Int32Array;
  private readonly groupStart: Int32Array;
  private readonly positions: Int32Array;
  /** The price of positions[k], at k. */
  private readonly prices: Float64Array;

  /** The grid of these venues (positions in the index), from each position's type number, capacity and price. */
  constructor(venues: ArrayLike<number>, typeOf: Uint8Array, maxGuests: Int32Array, priceCents: Float64Array) {
    this.positions = Int32Array.from(venues).sort(
      (a, b) => typeOf[a] - typeOf[b] || maxGuests[a] - maxGuests[b] || priceCents[a] - priceCents[b] || a - b,
    );
    this.prices = Float64Array.from(this.positions, (i) => priceCents[i]);
    const types: number[] = [];
    const capacities: number[] = [];
    const starts: number[] = [];
    this.positions.forEach((i, k) => {
      const last = types.length - 1;
      if (last < 0 || typeOf[i] !== types[last] || maxGuests[i] !== capacities[last]) {
        types.push(typeOf[i]);
        capacities.push(maxGuests[i]);
        starts.push(k);
      }
    });
    this.groupType = Int32Array.from(types);
    this.groupCapacity = Int32Array.from(capacities);
    this.groupStart = Int32Array.from([...starts, this.positions.length]);
  }

  /**
   * How many venues within the bounds also pass `othersFit` (every one when it is null, and then
   * none is looked at), counting no further than one past `limit`.
   */
  count(bounds: GridBounds, othersFit: ((i: number) => boolean) | null, limit: number): number {
    const atLeastCheapest = (k: number) => this.prices[k] >= bounds.cheapest;
    const aboveDearest = (k: number) => this.prices[k] > bounds.dearest;
    let counted = 0;
    for (let g = 0; g < this.groupType.length && counted <= limit; g++) {
      if (this.groupCapacity[g] < bounds.fewestGuests || (bounds.typeFits !== null && bounds.typeFits[this.groupType[g]] !== 1)) continue;
      const end = this.groupStart[g + 1];
      const from = firstPosition(this.groupStart[g], end, atLeastCheapest);
      const to = firstPosition(from, end, aboveDearest);
      if (othersFit === null) counted += to - from;
      else for (let k = from; k < to && counted <= limit; k++) if (othersFit(this.positions[k])) counted += 1;
    }
    return Math.min(counted, limit + 1);
  }
}
