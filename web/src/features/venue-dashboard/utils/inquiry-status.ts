import type { BadgeTone } from '@/ui/badge';
import type { InquiryStatus, VenueInquiry } from '../types';

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'New',
  replied: 'Replied',
  closed: 'Handled',
};

export const INQUIRY_STATUS_TONES: Record<InquiryStatus, BadgeTone> = {
  pending: 'accent',
  replied: 'success',
  closed: 'neutral',
};

/** Newest first, whatever order the answer came in. */
export function newestFirst(inquiries: readonly VenueInquiry[]): VenueInquiry[] {
  return [...inquiries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A handled (closed) inquiry needs nothing more. */
export function isOpen(inquiry: Pick<VenueInquiry, 'status'>): boolean {
  return inquiry.status !== 'closed';
}
