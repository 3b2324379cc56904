import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Wedding } from '../types';

export const myWeddingKey = '/api/my/wedding';

/** The couple's wedding, to fill the Generate Timeline form with what sign-up already told us. */
export function useMyWedding(enabled: boolean) {
  return useSWR<Wedding, Error>(enabled ? myWeddingKey : null, () => apiGet<Wedding>(myWeddingKey));
}
