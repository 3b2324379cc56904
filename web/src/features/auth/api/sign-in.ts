import { apiRequest } from '@/lib/api-client';
import { claimBookings } from '@/shared/api/claim-bookings';
import type { Account } from '@/shared/api/current-account';
import type { SignInRequest } from '../types';

/** Starts a new session; 401 with one message for any wrong credentials, 429 when rate limited. */
export function signIn(request: SignInRequest): Promise<Account> {
  return apiRequest<Account>('POST', '/api/auth/sign-in', request);
}

/**
 * A couple's bookings made in this browser before signing in become the account's at once: the
 * browser's key is an httpOnly cookie that signing out drops, so waiting for /planning could lose
 * them. Quiet on failure: /planning asks again when it opens.
 */
export async function claimBookingsAfterSignIn(account: Account): Promise<void> {
  if (account.accountType !== 'customer') return;
  await claimBookings().catch(() => undefined);
}
