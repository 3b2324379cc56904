import { isCalendarDate, type CalendarDate } from '@domain/shared/calendar-date';
import { useAvailability } from '@/shared/api/venue-availability';
import { longDate, monthOf } from '@/ui/calendar-month';

/** What became of the ?date= the couple arrived with. */
export type RequestedDate =
  | { status: 'none' }
  | { status: 'checking'; date: CalendarDate }
  | { status: 'available'; date: CalendarDate }
  | { status: 'unavailable'; date: CalendarDate | null; message: string };

/**
 * Checks a date from the address against the venue's calendar, so the form is prefilled
 * only with a day that is still open (the month read is the one the calendar shows first).
 */
export function useRequestedDate(venueId: string, requested: string | null, today: CalendarDate): RequestedDate {
  const usable = requested !== null && isCalendarDate(requested) && requested >= today ? requested : null;
  const { data, error } = useAvailability(venueId, usable ? monthOf(usable) : null);

  if (requested === null || requested === '') return { status: 'none' };
  if (!isCalendarDate(requested)) {
    return { status: 'unavailable', date: null, message: 'The date in your link is not one we can read. Please choose a date below.' };
  }
  if (!usable) return { status: 'unavailable', date: requested, message: `${longDate(requested)} has passed. Please choose another date.` };
  // When the month cannot be read the calendar says so; the date is simply not prefilled.
  if (error) return { status: 'none' };
  if (!data) return { status: 'checking', date: usable };
  return data.some((day) => day.date === usable && day.isAvailable)
    ? { status: 'available', date: usable }
    : { status: 'unavailable', date: usable, message: `${longDate(usable)} is no longer available. Please choose another date.` };
}
