import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { readAgainBehind } from '@/lib/read-again-behind';
import { useBusyIds } from '@/lib/use-busy-ids';
import { toast } from '@/ui/toast/use-toast';
import { closeInquiry } from '../api/close-inquiry';
import { dashboardSummaryKey } from '../api/get-dashboard-summary';
import { venueInquiriesKey } from '../api/get-venue-inquiries';
import { reopenInquiry } from '../api/reopen-inquiry';
import { replyToInquiry } from '../api/reply-to-inquiry';
import type { VenueInquiry } from '../types';

/** Reply by email, mark handled or reopen; afterwards the list and the New Inquiries card are read again. */
export function useInquiryActions(venueId: string) {
  const { mutate } = useSWRConfig();
  const [closingIds, setClosing] = useBusyIds();

  const refresh = () => Promise.all([mutate(venueInquiriesKey(venueId)), mutate(dashboardSummaryKey(venueId))]);

  /** True as soon as the server took the reply (the dialog then closes); on failure the toast says why and the draft stays. */
  const reply = async (inquiry: VenueInquiry, message: string): Promise<boolean> => {
    try {
      await replyToInquiry(inquiry.id, message);
    } catch (error) {
      toast({ title: 'Reply Not Sent', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
    toast({ title: 'Reply Sent', description: `We emailed your reply to ${inquiry.email}.`, variant: 'success' });
    readAgainBehind(refresh);
    return true;
  };

  const close = async (inquiry: VenueInquiry): Promise<void> => {
    setClosing(inquiry.id, true);
    try {
      await closeInquiry(inquiry.id);
      toast({ title: 'Inquiry Handled', description: `${inquiry.coupleName}'s inquiry is marked as handled.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Inquiry Not Updated', description: errorMessage(error), variant: 'destructive' });
    } finally {
      await refresh();
      setClosing(inquiry.id, false);
    }
  };

  const reopen = async (inquiry: VenueInquiry): Promise<void> => {
    setClosing(inquiry.id, true);
    try {
      await reopenInquiry(inquiry.id);
      toast({ title: 'Inquiry Reopened', description: `${inquiry.coupleName}'s inquiry is open again.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Inquiry Not Updated', description: errorMessage(error), variant: 'destructive' });
    } finally {
      await refresh();
      setClosing(inquiry.id, false);
    }
  };

  return { reply, close, reopen, closingIds };
}
