import { apiRequest } from '@/lib/api-client';
import type { Account } from '@/shared/api/current-account';
import type { SignInRequest } from '../types';

/** Starts a new session; 401 with one message for any wrong credentials, 429 when rate limited. */
export function signIn(request: SignInRequest): Promise<Account> {
  return apiRequest<Account>('POST', '/api/auth/sign-in', request);
}
