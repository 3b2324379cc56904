import { VENDOR_LEAD_VENUE_NAME_MAX_LENGTH } from '@domain/vendor-leads/vendor-lead';
import { classifyContactError, CONTACT_MAX_LENGTH, parseGuestCount, parseWeddingDate, type ContactFailure } from '@/shared/contact/contact-fields';
import type { VendorLeadPayload } from '../types';

/** What the form holds: every field as the text the couple typed. */
export interface LeadFormValues {
  coupleName: string;
  email: string;
  phone: string;
  weddingDate: string;
  venueName: string;
  guestCount: string;
  message: string;
  website: string;
}

export type LeadField = keyof LeadFormValues;

export const EMPTY_LEAD: LeadFormValues = {
  coupleName: '',
  email: '',
  phone: '',
  weddingDate: '',
  venueName: '',
  guestCount: '',
  message: '',
  website: '',
};

/** The most characters each field takes: what POST /api/vendors/{id}/leads accepts. */
export const LEAD_MAX_LENGTH: Partial<Record<LeadField, number>> = { ...CONTACT_MAX_LENGTH, venueName: VENDOR_LEAD_VENUE_NAME_MAX_LENGTH };

/**
 * Nothing is sent without a name and an email. From a venue page the venue goes as its id (the
 * server adds its name); from the vendor's page, as the name the couple typed, if any.
 */
export function toLeadPayload(values: LeadFormValues, venueId: string | null): VendorLeadPayload | null {
  const coupleName = values.coupleName.trim();
  const email = values.email.trim();
  if (!coupleName || !email) return null;
  return {
    coupleName,
    email,
    phone: values.phone.trim(),
    weddingDate: parseWeddingDate(values.weddingDate),
    venueId,
    venueName: venueId ? null : values.venueName.trim() || null,
    guestCount: parseGuestCount(values.guestCount),
    message: values.message.trim(),
    website: values.website,
  };
}

/** Fields the couple can see and fix; the honeypot is not one of them. */
const VISIBLE_FIELDS: readonly LeadField[] = ['coupleName', 'email', 'phone', 'weddingDate', 'venueName', 'guestCount', 'message'];

/** Sorts a failed send into what the form can show: a field to fix, a wait, or neither. */
export function classifyLeadError(error: unknown): ContactFailure<LeadField> {
  return classifyContactError(error, VISIBLE_FIELDS, 'VENDOR_LEAD.RATE_LIMITED');
}
