import type { CalendarDate } from '../shared/calendar-date.js';

/** Visits of venue pages, counted per day (the dashboard's Profile Views). */
export interface VenueViewRepository {
  record(venueId: string, day: CalendarDate): Promise<void>;
  total(venueId: string): Promise<number>;
}
