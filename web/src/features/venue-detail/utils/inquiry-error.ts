import { ApiError, errorField, errorMessage } from '@/lib/api-client';
import type { InquiryField } from './inquiry-payload';

/** Fields the couple can see and fix; the honeypot is not one of them. */
const VISIBLE_FIELDS: readonly InquiryField[] = ['coupleName', 'email', 'phone', 'weddingDate', 'guestCount', 'message'];

export type InquiryFailure =
  | { kind: 'field'; field: InquiryField; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'other' };

/** Sorts a failed send into what the form can show: a field to fix, a wait, or neither. */
export function classifyInquiryError(error: unknown): InquiryFailure {
  if (!(error instanceof ApiError) || !error.body) return { kind: 'other' };
  const message = errorMessage(error);
  if (error.code === 'INQUIRY.RATE_LIMITED') return { kind: 'rate-limited', message };
  const field = errorField(error);
  if (isVisibleField(field)) return { kind: 'field', field, message };
  return { kind: 'other' };
}

function isVisibleField(value: unknown): value is InquiryField {
  return typeof value === 'string' && (VISIBLE_FIELDS as readonly string[]).includes(value);
}
