import type { CalendarDate } from '../shared/calendar-date.js';

export const INQUIRY_STATUSES = ['pending', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Generous for a real couple, short enough to keep out pasted spam. */
export const INQUIRY_LIMITS = {
  coupleNameLength: 100,
  emailLength: 254,
  phoneLength: 30,
  messageLength: 2000,
  maxGuestCount: 5000,
} as const;

/** A couple may send a handful of inquiries in a short while, not a flood. */
export const INQUIRY_RATE_LIMIT = { attempts: 5, windowSeconds: 600 } as const;

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
