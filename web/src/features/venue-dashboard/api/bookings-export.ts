import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { components } from '@/types/api.generated';

export type CalendarFeedLink = components['schemas']['CalendarFeedLinkResponse'];
export type CalendarFeedStatus = components['schemas']['CalendarFeedStatusResponse'];

/** The venue's bookings as a spreadsheet, saved under the server's name. */
export function downloadBookingsCsv(venueId: string): Promise<string> {
  return downloadFile(`/api/venues/${encodeURIComponent(venueId)}/bookings.csv`, 'bookings.csv');
}

export const CALENDAR_FEED_KEY = '/api/my/calendar-feed';

export function useCalendarFeedStatus(enabled: boolean) {
  return useSWR<CalendarFeedStatus, Error>(enabled ? CALENDAR_FEED_KEY : null, apiGet<CalendarFeedStatus>);
}

/** A new subscription link for all the owner's venues; any earlier one stops working. Shown this once. */
export function createCalendarFeed(): Promise<CalendarFeedLink> {
  return apiRequest<CalendarFeedLink>('POST', CALENDAR_FEED_KEY);
}

export function revokeCalendarFeed(): Promise<void> {
  return apiRequest<void>('DELETE', CALENDAR_FEED_KEY);
}
