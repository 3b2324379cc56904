import { CONTACT_MAX_GUESTS, CONTACT_MAX_LENGTH, parseGuestCount, parseWeddingDate } from '@/shared/contact/contact-fields';
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

/** The most characters each field takes: what POST /api/inquiries accepts (every contact form's limits). */
export const INQUIRY_MAX_LENGTH: Partial<Record<InquiryField, number>> = CONTACT_MAX_LENGTH;
export const INQUIRY_MAX_GUESTS = CONTACT_MAX_GUESTS;

// The rules every contact form shares live in web/src/shared/contact.
export { guestCountProblem, parseGuestCount, parseWeddingDate } from '@/shared/contact/contact-fields';
