import useSWR from 'swr';
import { fetcherReturningNullOn401 } from '../../../lib/swr-config';
import type { SignedInAccount } from '../types';

/** The same key the bar reads, so both share one answer and one refresh after sign-in or sign-out. */
export const signedInAccountKey = '/api/auth/me';

/** Who is signed in: the account, null for a visitor; other failures stay errors so the page can say so. */
export function useSignedInAccount() {
  return useSWR<SignedInAccount | null, Error>(signedInAccountKey, fetcherReturningNullOn401<SignedInAccount>);
}
