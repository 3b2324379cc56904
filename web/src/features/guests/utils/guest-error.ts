import { ApiError, errorMessage } from '../../../lib/api-client';
import type { GuestTextField } from './guest-form';

const FORM_FIELDS: readonly string[] = ['name', 'email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests'];

export type GuestFailure = { kind: 'field'; field: GuestTextField; message: string } | { kind: 'other'; message: string | null };

/** A refused add the form can point at (a field), or one for a toast. */
export function classifyGuestError(error: unknown): GuestFailure {
  if (error instanceof ApiError && error.body) {
    const field = (error.body as { field?: unknown }).field;
    if (error.status === 400 && typeof field === 'string' && FORM_FIELDS.includes(field)) {
      return { kind: 'field', field: field as GuestTextField, message: errorMessage(error) };
    }
  }
  return { kind: 'other', message: serverSentence(error) };
}

const HTTP_NOT_FOUND = 404;

/**
 * The server's own sentence when it is one a couple can act on (a full list, a cancelled
 * booking, a bad file); null for a failure we know nothing useful about. A 404 names ids and
 * routes, which helps nobody here.
 */
export function serverSentence(error: unknown): string | null {
  if (error instanceof ApiError) return error.body && error.status < 500 && error.status !== HTTP_NOT_FOUND ? errorMessage(error) : null;
  return error instanceof TypeError ? errorMessage(error) : null;
}
