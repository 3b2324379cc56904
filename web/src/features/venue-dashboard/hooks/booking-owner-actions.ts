import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { useBusyIds } from '@/lib/use-busy-ids';
import { toast } from '@/ui/toast/use-toast';
import { completeBooking } from '../api/booking-complete';
import { bookingGuestSummariesKey } from '../api/booking-guest-summaries';
import { recordBookingPaymentPaid, type PaymentKind } from '../api/booking-payment-paid';
import { dashboardSummaryKey } from '../api/get-dashboard-summary';
import { venueBookingsKey } from '../api/get-venue-bookings';
import type { VenueBooking } from '../types';
import { PAYMENT_LABELS } from '../utils/booking-owner-rules';

/**
 * Record a payment as received, or complete a past booking: one request at a time per booking, a
 * toast either way, then the lists and the summary cards are read again.
 */
export function useBookingOwnerActions(venueId: string) {
  const { mutate } = useSWRConfig();
  const [busyIds, setBusy] = useBusyIds();

  const run = async (booking: VenueBooking, work: () => Promise<unknown>, done: { title: string; description: string }, failed: string) => {
    setBusy(booking.id, true);
    try {
      await work();
      toast({ ...done, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: failed, description: errorMessage(error), variant: 'destructive' });
      return false;
    } finally {
      await Promise.all([mutate(venueBookingsKey(venueId)), mutate(dashboardSummaryKey(venueId)), mutate(bookingGuestSummariesKey(venueId))]);
      setBusy(booking.id, false);
    }
  };

  const recordPaid = (booking: VenueBooking, kind: PaymentKind) =>
    run(
      booking,
      () => recordBookingPaymentPaid(venueId, booking.id, kind),
      { title: 'Payment Recorded', description: `${PAYMENT_LABELS[kind]} of ${booking.customerName}'s booking is marked paid. The couple sees it in their budget.` },
      'Payment Not Recorded',
    );

  const complete = (booking: VenueBooking) =>
    run(booking, () => completeBooking(venueId, booking.id), { title: 'Booking Completed', description: `${booking.customerName}'s booking is now completed.` }, 'Booking Not Updated');

  return { busyIds, recordPaid, complete };
}
