/**
 * Venues of recent pages, kept by their position in one search index, so a page whose venues were
 * shown before is read from an array instead of a keyed cache: lru-cache's get and set took 5% of the
 * server's main thread under varied searches, about 1.3 µs for each of a page's 12 venues (README, Speed).
 * At most `maxVenues` venues and `maxChars` of their texts; when full, the venue that goes is found
 * by the clock (second chance): a venue read since the hand last passed stays for another round.
 */
export class KeptVenues<V> {
  private readonly venues: (V | undefined)[];
  /** Whether the venue at a position was read since the hand last passed it. */
  private readonly readAgain: Uint8Array;
  /** The positions kept, one per slot (-1: a free slot), the hand going round them. */
  private readonly slots: Int32Array;
  private readonly slotOf: Int32Array;
  private kept = 0;
  private chars = 0;
  private hand = 0;
  private nextFree = 0;

  constructor(
    positions: number,
    maxVenues: number,
    private readonly maxChars: number,
    private readonly charsOf: (venue: V) => number,
  ) {
    this.venues = new Array<V | undefined>(positions);
    this.readAgain = new Uint8Array(positions);
    this.slotOf = new Int32Array(positions).fill(-1);
    this.slots = new Int32Array(Math.max(1, Math.min(maxVenues, positions))).fill(-1);
  }

  /** How many venues are kept, and the characters of their texts. */
  get size(): { venues: number; chars: number } {
    return { venues: this.kept, chars: this.chars };
  }

  get(position: number): V | undefined {
    const venue = this.venues[position];
    if (venue !== undefined) this.readAgain[position] = 1;
    return venue;
  }

  set(position: number, venue: V): void {
    const chars = this.charsOf(venue);
    if (chars > this.maxChars) return;
    if (this.venues[position] !== undefined) this.drop(position);
    while (this.kept > 0 && (this.kept >= this.slots.length || this.chars + chars > this.maxChars)) this.dropOne();
    const slot = this.freeSlot();
    this.slots[slot] = position;
    this.slotOf[position] = slot;
    this.venues[position] = venue;
    this.readAgain[position] = 0;
    this.kept += 1;
    this.chars += chars;
  }

  private freeSlot(): number {
    while (this.slots[this.nextFree] !== -1) this.nextFree = (this.nextFree + 1) % this.slots.length;
    return this.nextFree;
  }

  /** The first venue the hand finds not read since it last passed; those it passes lose their chance. */
  private dropOne(): void {
    for (;;) {
      const position = this.slots[this.hand];
      this.hand = (this.hand + 1) % this.slots.length;
      if (position === -1) continue;
      if (this.readAgain[position]) this.readAgain[position] = 0;
      else return this.drop(position);
    }
  }

  private drop(position: number): void {
    this.chars -= this.charsOf(this.venues[position] as V);
    this.slots[this.slotOf[position]] = -1;
    this.slotOf[position] = -1;
    this.venues[position] = undefined;
    this.kept -= 1;
  }
}
