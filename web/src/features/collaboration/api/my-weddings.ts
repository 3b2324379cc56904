import useSWR from 'swr';
import { fetcherReturningNullOn401 } from '@/lib/swr-config';
import type { PlannableWedding } from '../types';

export const myWeddingsKey = '/api/my/weddings';

/** Every wedding the account may plan, its own first; null for a visitor. Read afresh on each visit (an invitation may have been accepted or withdrawn since). */
export function useMyWeddings(enabled = true) {
  return useSWR<PlannableWedding[] | null, Error>(enabled ? myWeddingsKey : null, fetcherReturningNullOn401<PlannableWedding[]>, { revalidateOnMount: true });
}
