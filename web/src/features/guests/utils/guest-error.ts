import { ApiError, errorField, errorMessage, type ErrorCode } from '@/lib/api-client';
import type { GuestTextField } from './guest-form';

const FORM_FIELDS: readonly string[] = ['name', 'email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests', 'household', 'plusOneName'];

export type GuestFailure = { kind: 'field'; field: GuestTextField; message: string } | { kind: 'other'; message: string | null };

/** A refused add the form can point at (a field), or one for a toast. */
export function classifyGuestError(error: unknown): GuestFailure {
  const field = errorField(error);
  if (field && FORM_FIELDS.includes(field)) return { kind: 'field', field: field as GuestTextField, message: errorMessage(error) };
  return { kind: 'other', message: serverSentence(error) };
}

/**
 * The server's own sentence when it is one a couple can act on (a full list, a cancelled
 * booking, a bad file); null for a failure we know nothing useful about. "Not found" names ids
 * and routes, and a server fault says nothing, which helps nobody here.
 */
export function serverSentence(error: unknown): string | null {
  if (error instanceof ApiError) return error.code && isActionable(error.code) ? errorMessage(error) : null;
  return error instanceof TypeError ? errorMessage(error) : null;
}

function isActionable(code: ErrorCode): boolean {
  return code !== 'SERVER.ERROR' && !code.endsWith('.NOT_FOUND');
}
