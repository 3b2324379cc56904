import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { scrollToTop } from '@/lib/scroll';
import { forgetSessionDrafts } from '@/shared/session-drafts';
import { toast } from '@/ui/toast/use-toast';
import { signOut } from '../api/sign-out';
import { useSessionChange } from './use-session-change';

/** Ends the session, forgets the account and goes home (or `stayAt`, such as an invitation's page). */
export function useSignOut(options: { stayAt?: string } = {}) {
  const navigate = useNavigate();
  const sessionChanged = useSessionChange();
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (pending) return;
    setPending(true);
    try {
      await signOut();
      // The server forgets this browser's booking capability; the page forgets what was typed.
      forgetSessionDrafts();
      await sessionChanged(null);
      navigate(options.stayAt ?? '/');
      scrollToTop();
      toast({ title: 'Signed Out', description: 'See you soon. Your plans are saved for next time.' });
    } catch (error) {
      toast({ title: 'Sign Out Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return { signOut: run, pending };
}
