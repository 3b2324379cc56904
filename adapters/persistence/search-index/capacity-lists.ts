/**
 * Venues grouped by capacity, smallest capacity first, each group in the order the venues were
 * given (the index gives them in its byListing order): what the recommended search merges, since
 * within one capacity every venue has the same fit for a party.
 */
export interface CapacityLists {
  capacities: number[];
  /** The venues of each capacity: views into `venues`. */
  lists: Int32Array[];
  /** Every venue given, by capacity. */
  venues: Int32Array;
}

export function capacityListsOf(inOrder: Iterable<number>, maxGuests: Int32Array): CapacityLists {
  const atCapacity = new Map<number, number[]>();
  let count = 0;
  for (const i of inOrder) {
    const list = atCapacity.get(maxGuests[i]);
    if (list) list.push(i);
    else atCapacity.set(maxGuests[i], [i]);
    count += 1;
  }
  const capacities = [...atCapacity.keys()].sort((a, b) => a - b);
  const venues = new Int32Array(count);
  let at = 0;
  const lists = capacities.map((capacity) => {
    const list = atCapacity.get(capacity) as number[];
    venues.set(list, at);
    at += list.length;
    return venues.subarray(at - list.length, at);
  });
  return { capacities, lists, venues };
}

/** The lists of the capacities that hold at least `guests`. */
export function listsHolding(lists: CapacityLists, guests: number): Int32Array[] {
  return lists.lists.filter((_, k) => lists.capacities[k] >= guests);
}
