import { apiRequest } from '../../../lib/api-client';
import type { Account, SignUpRequest } from '../types';

/** Creates the account and signs it in (the server sets the session cookie). */
export function signUp(request: SignUpRequest): Promise<Account> {
  return apiRequest<Account>('POST', '/api/auth/sign-up', request);
}
