import { apiRequest } from '@/lib/api-client';
import type { VenueInquiry } from '../types';

/** A handled inquiry goes back to New, or to Replied if the owner had answered it. */
export function reopenInquiry(inquiryId: string): Promise<VenueInquiry> {
  return apiRequest<VenueInquiry>('PATCH', `/api/inquiries/${encodeURIComponent(inquiryId)}`, { status: 'open' });
}
