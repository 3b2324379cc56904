import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { SharedTimeline, TimelineShare } from '../types';

/** A new read-only link; any earlier one stops working. The link is shown this once. */
export function createShareLink(): Promise<TimelineShare> {
  return apiRequest<TimelineShare>('POST', '/api/my/timeline/share');
}

export function revokeShareLink(): Promise<void> {
  return apiRequest<void>('DELETE', '/api/my/timeline/share');
}

const sharedPath = (token: string) => `/api/shared/timelines/${encodeURIComponent(token)}`;

/** The read-only timeline behind a shared link, for anyone holding it. */
export function useSharedTimeline(token: string) {
  return useSWR<SharedTimeline, Error>(['/api/shared/timelines', token], () => apiGet<SharedTimeline>(sharedPath(token)));
}
