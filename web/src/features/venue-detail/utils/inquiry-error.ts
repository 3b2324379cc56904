import { classifyContactError, type ContactFailure } from '@/shared/contact/contact-fields';
import type { InquiryField } from './inquiry-payload';

/** Fields the couple can see and fix; the honeypot is not one of them. */
const VISIBLE_FIELDS: readonly InquiryField[] = ['coupleName', 'email', 'phone', 'weddingDate', 'guestCount', 'message'];

export type InquiryFailure = ContactFailure<InquiryField>;

/** Sorts a failed send into what the form can show: a field to fix, a wait, or neither. */
export function classifyInquiryError(error: unknown): InquiryFailure {
  return classifyContactError(error, VISIBLE_FIELDS, 'INQUIRY.RATE_LIMITED');
}
