import useSWR, { useSWRConfig } from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Timeline } from '../types';

/** The couple's timeline: the page, the planning dashboard's tab and its Upcoming Tasks share this one read. */
export const timelineKey = '/api/my/timeline';

export function getTimeline(): Promise<Timeline> {
  return apiGet<Timeline>(timelineKey);
}

/** enabled false (a visitor, another kind of account) reads nothing. */
export function useTimeline(enabled = true) {
  return useSWR<Timeline, Error>(enabled ? timelineKey : null, getTimeline);
}

/** After a change: put the answer in place when there is one, else read the timeline again. */
export function useRefreshTimeline() {
  const { mutate } = useSWRConfig();
  return (timeline?: Timeline) => mutate(timelineKey, timeline ?? getTimeline(), { revalidate: false }).then(() => undefined);
}
