import { apiRequest } from '@/lib/api-client';

/** The answer to opening the mailed link: the address is confirmed, and where to go next. */
export interface VerifiedEmail {
  emailVerified: true;
  email: string;
  landingPage: string;
}

// A link works once: a page mounted twice (development's strict mode) must not send it twice.
const sent = new Map<string, Promise<VerifiedEmail>>();

/** POST /api/auth/verify-email; 400 ACCOUNT.VERIFICATION_LINK_EXPIRED for a used, replaced or old link. */
export function verifyEmail(token: string): Promise<VerifiedEmail> {
  let pending = sent.get(token);
  if (!pending) {
    pending = apiRequest<VerifiedEmail>('POST', '/api/auth/verify-email', { token });
    sent.set(token, pending);
  }
  return pending;
}
