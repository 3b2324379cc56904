import { apiRequest } from '@/lib/api-client';
import type { VenueInquiry } from '../types';

/** The server emails the couple and marks the inquiry replied. */
export function replyToInquiry(inquiryId: string, message: string): Promise<VenueInquiry> {
  return apiRequest<VenueInquiry>('POST', `/api/inquiries/${encodeURIComponent(inquiryId)}/reply`, { message });
}
