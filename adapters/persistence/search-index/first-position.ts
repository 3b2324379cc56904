/**
 * The first k in [low, high) from which `holds(k)` is true, else high: a binary search, so `holds`
 * must be false for a head of the range and true for the rest of it.
 */
export function firstPosition(low: number, high: number, holds: (k: number) => boolean): number {
  while (low < high) {
    const middle = (low + high) >> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
