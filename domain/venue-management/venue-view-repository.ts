import type { CalendarDate } from '../shared/calendar-date.js';

/** One visitor of one venue page on one day, known only by keyed hashes (never an address). */
export interface VenueVisit {
  venueId: string;
  day: CalendarDate;
  /** The visitor: their account, or their address and browser, hashed with the day's secret. */
  visitorKey: string;
  /** The address alone, hashed alike, for anonymous visitors; null for signed-in ones. */
  addressKey: string | null;
}

/** Visits of venue pages, counted per day (the dashboard's Profile Views and the analytics). */
export interface VenueViewRepository {
  /**
   * Counts the visit unless this visitor was counted that day, or the address already gave
   * `maxVisitorsPerAddress` anonymous visitors of the venue that day. True when it was counted.
   */
  recordVisit(visit: VenueVisit, maxVisitorsPerAddress: number): Promise<boolean>;
  total(venueId: string): Promise<number>;
}

/**
 * Keyed hashes of what identifies a visitor, under a secret that changes every day and is then
 * thrown away, so a stored key can be matched only on its own day and never turned back into an address.
 */
export interface VisitorKeys {
  keyOf(day: CalendarDate, parts: readonly string[]): Promise<string>;
}
