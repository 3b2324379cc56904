// What each day of the owner's calendar is, from the couples' availability and the days the
// owner holds back. A day closed to couples that the owner did not hold back is booked.

export type OwnerDayState = 'free' | 'held' | 'booked' | 'past' | 'loading';

export const CALENDAR_MONTHS_AHEAD = 24;

export const OWNER_DAY_WORDS: Record<OwnerDayState, string> = {
  free: 'open, press to hold back',
  held: 'held back, press to free',
  booked: 'booked',
  past: 'past',
  loading: 'loading',
};

/** Today in the owner's own time zone, as "YYYY-MM-DD". */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ownerDayState(
  date: string,
  today: string,
  held: ReadonlySet<string> | undefined,
  closedToCouples: ReadonlySet<string> | undefined,
): OwnerDayState {
  if (date < today) return 'past';
  if (!held || !closedToCouples) return 'loading';
  if (held.has(date)) return 'held';
  if (closedToCouples.has(date)) return 'booked';
  return 'free';
}

export function isClickable(state: OwnerDayState): boolean {
  return state === 'free' || state === 'held';
}
