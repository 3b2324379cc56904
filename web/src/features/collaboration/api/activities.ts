import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Activity } from '../types';
import { COLLABORATION_REFRESH_MS } from './collaborators';

/** The booking's feed, or the couple's own before they have booked; newest first, every 30 s. */
export function useActivities(bookingId: string | null) {
  const path = bookingId ? `/api/bookings/${encodeURIComponent(bookingId)}/activities` : '/api/my/activities';
  return useSWR<Activity[], Error>(path, apiGet<Activity[]>, { refreshInterval: COLLABORATION_REFRESH_MS, revalidateOnMount: true });
}
