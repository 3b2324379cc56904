import useSWR, { type SWRConfiguration } from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

// GET/PATCH /api/my/wedding: the signed-in couple's one wedding (date, budget total, countdown,
// bookings). The planning dashboard, its budget tab and the countdown read the same cached answer,
// and every change goes through updateMyWedding so they all see it.

export type MyWedding = components['schemas']['WeddingResponse'];
export type WeddingBooking = components['schemas']['WeddingBookingResponse'];
export type WeddingChanges = components['schemas']['UpdateWeddingDto'];

export const myWeddingKey = '/api/my/wedding';

export function getMyWedding(): Promise<MyWedding> {
  return apiGet<MyWedding>(myWeddingKey);
}

/** Only for a signed-in couple: pass enabled=false for anyone else (the API answers 401/403). */
export function useMyWedding(enabled = true, options?: SWRConfiguration<MyWedding, Error>) {
  return useSWR<MyWedding, Error>(enabled ? myWeddingKey : null, getMyWedding, options);
}

/** Left out keeps a field; the answer is the whole wedding, countdown included. */
export function updateMyWedding(changes: WeddingChanges): Promise<MyWedding> {
  return apiRequest<MyWedding>('PATCH', myWeddingKey, changes);
}
