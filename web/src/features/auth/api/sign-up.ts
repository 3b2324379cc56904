import { apiRequest } from '@/lib/api-client';
import type { SignUpRequest } from '../types';

/** The same 202 answer for a new address and a taken one (whose holder is mailed instead). */
export interface SignUpAccepted {
  status: 'check-your-email';
  message: string;
}

/** Creates the account and mails a link to confirm the address; nobody is signed in yet. */
export function signUp(request: SignUpRequest): Promise<SignUpAccepted> {
  return apiRequest<SignUpAccepted>('POST', '/api/auth/sign-up', request);
}
