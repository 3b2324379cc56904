import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, errorMessage, hasErrorCode } from '@/lib/api-client';
import { currentAccountKey } from './current-account';

// Confirming the email address: the banner, the /verify-email page, the listing wizard and the
// vendor profile all offer "Send a new link", and all read the signed-in account's flag.

/** POST /api/auth/resend-verification: a new link to the signed-in account; older links stop working. */
export function resendVerification(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/resend-verification');
}

export type ResendState =
  | { status: 'idle' | 'sending' }
  /** The sentence to show: what happened, or what to do now. */
  | { status: 'sent' | 'already-verified' | 'failed'; message: string };

/** The sentence for each answer, decided on the code: sent, already confirmed, asked too often, signed out. */
function resendFailure(error: unknown): ResendState {
  if (hasErrorCode(error, 'ACCOUNT.EMAIL_ALREADY_VERIFIED')) return { status: 'already-verified', message: 'Your email address is already confirmed.' };
  // The server's sentence says how long to wait.
  if (hasErrorCode(error, 'ACCOUNT.VERIFICATION_RATE_LIMITED')) return { status: 'failed', message: errorMessage(error) };
  if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED')) return { status: 'failed', message: 'Sign in again to ask for a new link.' };
  return { status: 'failed', message: `The link could not be sent. ${errorMessage(error)}` };
}

/** "Send a new link": one request at a time; an account found already confirmed is read again. */
export function useResendVerification() {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  const send = async () => {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const { message } = await resendVerification();
      setState({ status: 'sent', message: `${message} Open it from your inbox to confirm your address.` });
    } catch (error) {
      const next = resendFailure(error);
      setState(next);
      if (next.status === 'already-verified') void mutate(currentAccountKey);
    }
  };

  return { state, send };
}
