import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { AnalyticsPeriodKey, VenueAnalytics } from '../types';

const venuePath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}`;

/** The spec's cache key, with the period as its query. */
export function venueAnalyticsKey(venueId: string, period: AnalyticsPeriodKey): string {
  return `${venuePath(venueId)}/analytics?period=${period}`;
}

/** The owner's figures of one venue over the period. Kept while the next period loads, so the page does not flash. */
export function useVenueAnalytics(venueId: string, period: AnalyticsPeriodKey) {
  return useSWR<VenueAnalytics, Error>(venueAnalyticsKey(venueId, period), apiGet<VenueAnalytics>, { keepPreviousData: true });
}
