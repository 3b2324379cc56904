import type { SeatingGuest } from '../types';

/** "1 seat", "8 seats". */
export const seatWord = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** "6 of 8 seats", as on each table's card. */
export const seatsLabel = (used: number, seats: number) => `${used} of ${seatWord(seats)}`;

/** "Ana García + Luis García", "Ana García + guest", or the name alone. */
export function guestLabel(guest: Pick<SeatingGuest, 'name' | 'plusOne' | 'plusOneName'>): string {
  return guest.plusOne ? `${guest.name} + ${guest.plusOneName ?? 'guest'}` : guest.name;
}

/** What a new table is called: the first "Table N" not taken yet. */
export function nextTableName(names: readonly string[]): string {
  const taken = new Set(names.map((name) => name.trim().toLowerCase()));
  let n = names.length + 1;
  while (taken.has(`table ${n}`)) n += 1;
  return `Table ${n}`;
}
