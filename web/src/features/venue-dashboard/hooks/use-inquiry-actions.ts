import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../ui/toast/use-toast';
import { closeInquiry } from '../api/close-inquiry';
import { dashboardSummaryKey } from '../api/get-dashboard-summary';
import { venueInquiriesKey } from '../api/get-venue-inquiries';
import { replyToInquiry } from '../api/reply-to-inquiry';
import type { VenueInquiry } from '../types';

/** Reply by email or mark handled; afterwards the list and the New Inquiries card are read again. */
export function useInquiryActions(venueId: string) {
  const { mutate } = useSWRConfig();
  const [closingIds, setClosingIds] = useState<ReadonlySet<string>>(new Set());

  const refresh = () => Promise.all([mutate(venueInquiriesKey(venueId)), mutate(dashboardSummaryKey(venueId))]);

  /** True when the reply went out; on failure the toast says why and the draft stays. */
  const reply = async (inquiry: VenueInquiry, message: string): Promise<boolean> => {
    try {
      await replyToInquiry(inquiry.id, message);
      toast({ title: 'Reply Sent', description: `We emailed your reply to ${inquiry.email}.`, variant: 'success' });
      await refresh();
      return true;
    } catch (error) {
      toast({ title: 'Reply Not Sent', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  const close = async (inquiry: VenueInquiry): Promise<void> => {
    setClosingIds((current) => new Set(current).add(inquiry.id));
    try {
      await closeInquiry(inquiry.id);
      toast({ title: 'Inquiry Handled', description: `${inquiry.coupleName}'s inquiry is marked as handled.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Inquiry Not Updated', description: errorMessage(error), variant: 'destructive' });
    } finally {
      await refresh();
      setClosingIds((current) => {
        const next = new Set(current);
        next.delete(inquiry.id);
        return next;
      });
    }
  };

  return { reply, close, closingIds };
}
