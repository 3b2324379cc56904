import type { CalendarDate } from '../shared/calendar-date.js';
import { CONTACT_LIMITS, CONTACT_RATE_LIMIT } from '../shared/contact-details.js';

export const INQUIRY_STATUSES = ['pending', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What an owner may set by hand: mark handled (closed), or reopen a handled one. */
export const INQUIRY_STATUS_CHANGES = ['closed', 'open'] as const;
export type InquiryStatusChange = (typeof INQUIRY_STATUS_CHANGES)[number];

/** The rules every contact form shares (domain/shared/contact-details.ts). */
export const INQUIRY_LIMITS = CONTACT_LIMITS;

/** A couple may send a handful of inquiries in a short while, not a flood. */
export const INQUIRY_RATE_LIMIT = CONTACT_RATE_LIMIT;

export interface Inquiry {
  id: string;
  venueId: string;
  coupleName: string;
  email: string;
  phone: string | null;
  weddingDate: CalendarDate | null;
  guestCount: number | null;
  message: string | null;
  status: InquiryStatus;
  createdAt: Date;
  repliedAt: Date | null;
}

/** Marking handled is not final: a reopened inquiry goes back to where its conversation stood. */
export function reopenedStatus(inquiry: Pick<Inquiry, 'repliedAt'>): InquiryStatus {
  return inquiry.repliedAt ? 'replied' : 'pending';
}

/** The status an owner's change leads to; an inquiry already there stays as it is. */
export function statusAfterChange(inquiry: Pick<Inquiry, 'status' | 'repliedAt'>, change: InquiryStatusChange): InquiryStatus {
  if (change === 'closed') return 'closed';
  return inquiry.status === 'closed' ? reopenedStatus(inquiry) : inquiry.status;
}
