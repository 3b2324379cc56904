import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type Timeline = components['schemas']['TimelineResponse'];
export type TimelineProgress = components['schemas']['TimelineProgressResponse'];

export const myTimelineKey = '/api/my/timeline';

/** The stored timeline; the overview reads its progress and reads it again each time it opens. */
export function useMyTimeline() {
  return useSWR<Timeline, Error>(myTimelineKey, apiGet<Timeline>, { revalidateOnMount: true });
}
