import useSWR, { useSWRConfig } from 'swr';
import { apiGet } from '@/lib/api-client';
import type { AvailabilityDay } from '@/types/api';
import { firstDayOf, lastDayOf, type CalendarMonth } from '@/ui/calendar-month';

// GET /api/venues/{id}/availability, one month at a time (first to last day, as the spec has it):
// the venue page, the booking flow and the owner's calendar share each cached month.

function availabilityPrefix(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/availability?`;
}

export function availabilityKey(venueId: string, month: CalendarMonth): string {
  const query = new URLSearchParams({ startDate: firstDayOf(month), endDate: lastDayOf(month) });
  return `${availabilityPrefix(venueId)}${query.toString()}`;
}

/** The key is the path. */
export function getAvailability(key: string): Promise<AvailabilityDay[]> {
  return apiGet<AvailabilityDay[]>(key);
}

/** Null month: nothing to read yet. */
export function useAvailability(venueId: string, month: CalendarMonth | null) {
  return useSWR<AvailabilityDay[], Error>(month ? availabilityKey(venueId, month) : null, getAvailability);
}

/**
 * Marks a date taken in every cached month of the venue, then reads the mounted months again.
 * Writing the cache (not only revalidating) matters: a month read earlier but not on screen
 * now, such as the venue page's calendar, would otherwise show the stale "open" day later.
 */
export function useMarkDateTaken() {
  const { mutate } = useSWRConfig();
  return (venueId: string, date: string) =>
    mutate(
      (key) => typeof key === 'string' && key.startsWith(availabilityPrefix(venueId)),
      (days: AvailabilityDay[] | undefined) => days?.map((day) => (day.date === date ? { ...day, isAvailable: false } : day)),
      { revalidate: true },
    );
}
