import { isCalendarDate } from '@domain/shared/calendar-date';
import { CONTACT_LIMITS } from '@domain/shared/contact-details';
import { ApiError, errorField, errorMessage, type ErrorCode } from '@/lib/api-client';

/** The fields every contact form shares (an inquiry to a venue, a message to a vendor), as typed. */
export const CONTACT_MAX_LENGTH = {
  coupleName: CONTACT_LIMITS.coupleNameLength,
  email: CONTACT_LIMITS.emailLength,
  phone: CONTACT_LIMITS.phoneLength,
  message: CONTACT_LIMITS.messageLength,
} as const;
export const CONTACT_MAX_GUESTS = CONTACT_LIMITS.maxGuestCount;

/** A guest count the API would refuse, with what to type instead; nothing for an empty or fine one. */
export function guestCountProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const count = Number(trimmed);
  if (/^\d+$/.test(trimmed) && count >= 1 && count <= CONTACT_MAX_GUESTS) return null;
  return `Enter a whole number of guests from 1 to ${CONTACT_MAX_GUESTS.toLocaleString('en-US')}, or leave it empty.`;
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

export type ContactFailure<F extends string> =
  | { kind: 'field'; field: F; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'other' };

/**
 * Sorts a failed send into what a contact form can show: a field the couple can see and fix, a
 * wait (the form's rate-limit code), or neither. The honeypot is never one of the visible fields.
 */
export function classifyContactError<F extends string>(error: unknown, visibleFields: readonly F[], rateLimitedCode: ErrorCode): ContactFailure<F> {
  if (!(error instanceof ApiError) || !error.body) return { kind: 'other' };
  const message = errorMessage(error);
  if (error.code === rateLimitedCode) return { kind: 'rate-limited', message };
  const field = errorField(error);
  if (typeof field === 'string' && (visibleFields as readonly string[]).includes(field)) return { kind: 'field', field: field as F, message };
  return { kind: 'other' };
}
