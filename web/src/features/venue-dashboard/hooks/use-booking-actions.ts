import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { readAgainBehind } from '@/lib/read-again-behind';
import { useBusyIds } from '@/lib/use-busy-ids';
import { toast } from '@/ui/toast/use-toast';
import { changeBookingStatus, type OwnerBookingChange } from '../api/change-booking-status';
import { dashboardSummaryKey } from '../api/get-dashboard-summary';
import { venueBookingsKey } from '../api/get-venue-bookings';
import type { VenueBooking } from '../types';

const DONE_WORDS: Record<OwnerBookingChange, string> = { confirmed: 'confirmed', cancelled: 'cancelled' };

/**
 * Confirm or cancel a booking: one request at a time per booking, a toast either way, then
 * the list and the summary cards are read again (a refusal may mean the list was stale).
 */
export function useBookingActions(venueId: string) {
  const { mutate } = useSWRConfig();
  const [busyIds, setBusy] = useBusyIds();

  /** Resolves once the server answered, so a confirming dialog closes then; the row stays busy until the re-read. */
  const change = async (booking: VenueBooking, status: OwnerBookingChange): Promise<boolean> => {
    setBusy(booking.id, true);
    let changed: boolean;
    try {
      await changeBookingStatus(booking.id, status);
      toast({ title: 'Booking Updated', description: `${booking.customerName}'s booking is now ${DONE_WORDS[status]}.`, variant: 'success' });
      changed = true;
    } catch (error) {
      toast({ title: 'Booking Not Updated', description: errorMessage(error), variant: 'destructive' });
      changed = false;
    }
    readAgainBehind(() =>
      Promise.all([mutate(venueBookingsKey(venueId)), mutate(dashboardSummaryKey(venueId))]).finally(() => setBusy(booking.id, false)),
    );
    return changed;
  };

  return { busyIds, change };
}
