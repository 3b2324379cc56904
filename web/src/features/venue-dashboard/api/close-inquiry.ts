import { apiRequest } from '@/lib/api-client';
import type { VenueInquiry } from '../types';

export function closeInquiry(inquiryId: string): Promise<VenueInquiry> {
  return apiRequest<VenueInquiry>('PATCH', `/api/inquiries/${encodeURIComponent(inquiryId)}`, { status: 'closed' });
}
