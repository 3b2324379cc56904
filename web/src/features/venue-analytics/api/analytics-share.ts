import useSWR from 'swr';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import type { AnalyticsPeriodKey, AnalyticsShareLink, AnalyticsShareStatus, VenueAnalytics } from '../types';

export const analyticsShareKey = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}/analytics/share`;

/** Since when the venue's read-only link is live, or null when there is none (the API answers 404). */
async function getShareStatus(url: string): Promise<AnalyticsShareStatus | null> {
  try {
    return await apiGet<AnalyticsShareStatus>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useAnalyticsShareStatus(venueId: string) {
  return useSWR<AnalyticsShareStatus | null, Error>(analyticsShareKey(venueId), getShareStatus);
}

/** A new read-only link, shown this once; any earlier one stops working. */
export function createAnalyticsShare(venueId: string): Promise<AnalyticsShareLink> {
  return apiRequest<AnalyticsShareLink>('POST', analyticsShareKey(venueId));
}

export function revokeAnalyticsShare(venueId: string): Promise<void> {
  return apiRequest<void>('DELETE', analyticsShareKey(venueId));
}

/** The figures behind a shared link, for anyone holding it. */
export function useSharedAnalytics(token: string, period: AnalyticsPeriodKey) {
  const url = `/api/shared/analytics/${encodeURIComponent(token)}?period=${period}`;
  return useSWR<VenueAnalytics, Error>(url, apiGet<VenueAnalytics>, { keepPreviousData: true });
}
