import useSWR from 'swr';
import type { AccountType } from '@domain/accounts/account';
import { fetcherReturningNullOn401, type QueryKey } from '@/lib/swr-config';

// GET /api/auth/me: the bar, the sign-in pages and the dashboards' gates read one answer, and
// one refresh after sign-in or sign-out reaches them all. A visitor is answered with 200 and
// null (no failed request in the browser's console on every page).

export type { AccountType };

/** The signed-in account as the API presents it (never a password hash). */
export interface Account {
  id: string;
  email: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Sign-up step 3: the wedding, venue or business details of the account type. */
  details: Record<string, unknown>;
  /** Where sign-up sends this kind of account: /search, /venue-dashboard or /vendor-dashboard. */
  landingPage: string;
  /** False until the mailed link is opened: a banner asks for it, and publishing waits for it. */
  emailVerified: boolean;
}

export const currentAccountKey = '/api/auth/me';

/** The account, or null for a visitor (a 401 from an older server reads as null too). */
export async function getCurrentAccount(key: QueryKey = currentAccountKey): Promise<Account | null> {
  return (await fetcherReturningNullOn401<Account | null>(key)) ?? null;
}

/** Who is signed in: data is the account, null for a visitor, undefined while on its way. */
export function useCurrentAccount() {
  return useSWR<Account | null, Error>(currentAccountKey, getCurrentAccount);
}

/** For the bar: any failure other than 401 also reads as "nobody", so it offers Sign In. */
export function useAccountOrNobody(): Account | null | undefined {
  const { data, error } = useCurrentAccount();
  return error ? null : data;
}
