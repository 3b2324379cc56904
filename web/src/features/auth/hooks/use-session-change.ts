import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { forgetPlannedWedding } from '@/lib/planning-scope';
import { currentAccountKey, type Account } from '@/shared/api/current-account';

/**
 * After sign-in, sign-up or sign-out: the bar learns who is signed in at once, and nothing
 * read under the previous session stays cached (what is on screen is read again).
 */
export function useSessionChange() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (account: Account | null) => {
      // The next account starts on its own wedding, not on one the previous account joined.
      forgetPlannedWedding();
      await mutate(currentAccountKey, account, { revalidate: false });
      // Not awaited: the pages on screen read their data again in the background.
      void mutate((key) => key !== currentAccountKey, undefined, { revalidate: true });
    },
    [mutate],
  );
}
