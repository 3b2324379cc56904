import type { CalendarDate } from '../../../domain/shared/calendar-date.js';

/** A `date` column may arrive as text or as a Date at UTC midnight, depending on the driver. */
export function toCalendarDate(value: string | Date): CalendarDate {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
