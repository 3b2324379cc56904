import { INQUIRY_LIMITS } from '@domain/inquiries/inquiry';
import { isCalendarDate } from '@domain/shared/calendar-date';
import type { InquiryPayload } from '../api/create-inquiry';

/** What the form holds: every field as the text the couple typed. */
export interface InquiryFormValues {
  coupleName: string;
  email: string;
  phone: string;
  weddingDate: string;
  guestCount: string;
  message: string;
  website: string;
}

export type InquiryField = keyof InquiryFormValues;

export const EMPTY_INQUIRY: InquiryFormValues = {
  coupleName: '',
  email: '',
  phone: '',
  weddingDate: '',
  guestCount: '',
  message: '',
  website: '',
};

/**
 * The spec's rules: nothing is sent without a venue, a name and an email; an empty guest
 * count or wedding date is sent as null. Returns null when the send should not happen.
 */
export function toInquiryPayload(venueId: string | null | undefined, values: InquiryFormValues): InquiryPayload | null {
  const coupleName = values.coupleName.trim();
  const email = values.email.trim();
  if (!venueId || !coupleName || !email) return null;
  return {
    venueId,
    coupleName,
    email,
    phone: values.phone.trim(),
    weddingDate: parseWeddingDate(values.weddingDate),
    guestCount: parseGuestCount(values.guestCount),
    message: values.message.trim(),
    website: values.website,
  };
}

/** The most characters each field takes: what POST /api/inquiries accepts. */
export const INQUIRY_MAX_LENGTH: Partial<Record<InquiryField, number>> = {
  coupleName: INQUIRY_LIMITS.coupleNameLength,
  email: INQUIRY_LIMITS.emailLength,
  phone: INQUIRY_LIMITS.phoneLength,
  message: INQUIRY_LIMITS.messageLength,
};
export const INQUIRY_MAX_GUESTS = INQUIRY_LIMITS.maxGuestCount;

/** A guest count the API would refuse, with what to type instead; nothing for an empty or fine one. */
export function guestCountProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const count = Number(trimmed);
  if (/^\d+$/.test(trimmed) && count >= 1 && count <= INQUIRY_MAX_GUESTS) return null;
  return `Enter a whole number of guests from 1 to ${INQUIRY_MAX_GUESTS.toLocaleString('en-US')}, or leave it empty.`;
}

export function parseGuestCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const count = Number(trimmed);
  return Number.isFinite(count) ? Math.trunc(count) : null;
}

export function parseWeddingDate(text: string): string | null {
  const trimmed = text.trim();
  return isCalendarDate(trimmed) ? trimmed : null;
}
