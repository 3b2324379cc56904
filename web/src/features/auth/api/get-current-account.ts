import useSWR from 'swr';
import { fetcherReturningNullOn401 } from '../../../lib/swr-config';
import type { Account } from '../types';

export const currentAccountKey = '/api/auth/me';

/**
 * Who is signed in: the account, null for a visitor, undefined while the first answer is
 * on its way. Any failure other than 401 also reads as "nobody": the bar then offers Sign In.
 */
export function useCurrentAccount(): { account: Account | null | undefined } {
  const { data, error } = useSWR<Account | null, Error>(currentAccountKey, fetcherReturningNullOn401<Account>);
  if (error) return { account: null };
  return { account: data };
}
