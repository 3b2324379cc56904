import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type Activity = components['schemas']['ActivityResponse'];

export const myActivitiesKey = '/api/my/activities';

/** Recent Activity, newest first; read again each time the overview opens (other tabs add to it). */
export function useMyActivities() {
  return useSWR<Activity[], Error>(myActivitiesKey, apiGet<Activity[]>, { revalidateOnMount: true });
}
