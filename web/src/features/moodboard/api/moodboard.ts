import useSWR, { useSWRConfig } from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { Moodboard, MoodboardItem, MoodboardShare, SharedMoodboard } from '../types';

// The wedding's one board: GET/PUT {base}, POST/DELETE {base}/share. The base is /api/my/moodboard
// (with or without a booking; a collaborator's chosen wedding rides on the client's header) or,
// when a booking is named, /api/bookings/{id}/moodboard: the same board either way.

export function moodboardPath(bookingId?: string): string {
  return bookingId ? `/api/bookings/${encodeURIComponent(bookingId)}/moodboard` : '/api/my/moodboard';
}

export function useMoodboard(bookingId?: string) {
  const path = moodboardPath(bookingId);
  return useSWR<Moodboard, Error>(path, () => apiGet<Moodboard>(path));
}

/** Puts a fresh answer in the cache, or changes the cached one, without reading again. */
export function useStoreMoodboard(bookingId?: string) {
  const { mutate } = useSWRConfig();
  return (next: Moodboard | ((current: Moodboard) => Moodboard)) =>
    mutate<Moodboard>(moodboardPath(bookingId), (current) => (typeof next === 'function' ? current && next(current) : next), { revalidate: false }).then(() => undefined);
}

/** The board becomes exactly these items; the answer is the saved board. */
export function saveMoodboard(items: readonly MoodboardItem[], bookingId?: string): Promise<Moodboard> {
  return apiRequest<Moodboard>('PUT', moodboardPath(bookingId), { items });
}

/** A new read-only link (shown this once); an earlier one stops working. */
export function createMoodboardShare(bookingId?: string): Promise<MoodboardShare> {
  return apiRequest<MoodboardShare>('POST', `${moodboardPath(bookingId)}/share`);
}

export function revokeMoodboardShare(bookingId?: string): Promise<void> {
  return apiRequest<void>('DELETE', `${moodboardPath(bookingId)}/share`);
}

/** The board behind a shared link, for anyone who holds it. */
export function useSharedMoodboard(shareId: string) {
  return useSWR<SharedMoodboard, Error>(['/api/shared/moodboards', shareId], () => apiGet<SharedMoodboard>(`/api/shared/moodboards/${encodeURIComponent(shareId)}`));
}
