import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { claimBookings } from '@/shared/api/claim-bookings';
import { myBudgetKey } from '@/shared/api/my-budget';
import { myWeddingKey } from '@/shared/api/my-wedding';
import { toast } from '@/ui/toast/use-toast';
import { myActivitiesKey } from '../api/get-activities';

// Accounts whose claim already went through in this page's life: the dashboard asks once, not
// on every visit to the tab. A failed claim is not remembered, so the next visit tries again.
const claimedFor = new Set<string>();

/**
 * A couple who booked in this browser before signing in finds the booking in their planning:
 * the server takes every booking this browser's key opens into the account. The key itself is
 * an httpOnly cookie, so there is nothing in the page to clear; asking twice claims nothing more.
 */
export function useClaimAnonymousBookings(accountId: string): void {
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (claimedFor.has(accountId)) return;
    claimedFor.add(accountId);
    claimBookings()
      .then(async ({ claimed }) => {
        if (!claimed) return;
        await Promise.all([mutate(myWeddingKey), mutate(myBudgetKey), mutate(myActivitiesKey)]);
        toast({
          title: claimed === 1 ? 'Booking Added' : 'Bookings Added',
          description: `${claimed === 1 ? 'The booking' : `The ${claimed} bookings`} you made in this browser before signing in ${claimed === 1 ? 'is' : 'are'} now part of your planning.`,
          variant: 'success',
        });
      })
      .catch(() => {
        claimedFor.delete(accountId);
      });
  }, [accountId, mutate]);
}
