import type { CalendarDate } from '../../../domain/shared/calendar-date.js';

/** A `date` column may arrive as text or as a Date at UTC midnight, depending on the driver. */
export function toCalendarDate(value: string | Date): CalendarDate {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: any other text cannot name a row (and would be a SQL error). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** A timestamptz may arrive as a Date or as text, depending on the driver. */
export function toInstant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
