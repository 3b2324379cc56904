import useSWR, { useSWRConfig } from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { CommentSection, PlanningComment } from '../types';
import { COLLABORATION_REFRESH_MS } from './collaborators';

const commentsPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/comments`;

export const commentsKey = (bookingId: string) => ['/api/bookings', bookingId, 'comments'] as const;

/** The wedding's comments, oldest first; read again every 30 s with the rest of the tab. */
export function useComments(bookingId: string) {
  return useSWR<PlanningComment[], Error>(commentsKey(bookingId), () => apiGet<PlanningComment[]>(commentsPath(bookingId)), {
    refreshInterval: COLLABORATION_REFRESH_MS,
  });
}

export function useRefreshComments(bookingId: string) {
  const { mutate } = useSWRConfig();
  return () => mutate(commentsKey(bookingId)).then(() => undefined);
}

export function addComment(bookingId: string, comment: { content: string; section: CommentSection }): Promise<PlanningComment> {
  return apiRequest<PlanningComment>('POST', commentsPath(bookingId), comment);
}

export function resolveComment(commentId: string): Promise<PlanningComment> {
  return apiRequest<PlanningComment>('PATCH', `/api/comments/${encodeURIComponent(commentId)}`, { resolved: true });
}
