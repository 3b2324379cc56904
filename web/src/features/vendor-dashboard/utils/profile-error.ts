import { ApiError, errorMessage } from '../../../lib/api-client';
import { PROFILE_FIELDS, type ProfileField } from './profile-form';

export type SaveFailure =
  | { kind: 'field'; field: ProfileField; message: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'other'; message: string };

/** The 400 body names the field at fault: "portfolio.0" or "portfolio" both belong to the portfolio field. */
function fieldOf(error: ApiError): ProfileField | null {
  const field = (error.body as { field?: unknown } | null)?.field;
  if (typeof field !== 'string') return null;
  const root = field.split(/[.[]/)[0];
  return (PROFILE_FIELDS as readonly string[]).includes(root) ? (root as ProfileField) : null;
}

export function classifySaveError(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    const field = error.status === 400 ? fieldOf(error) : null;
    if (field) return { kind: 'field', field, message: errorMessage(error) };
    if (error.status === 401) return { kind: 'signed-out', message: 'Your session has ended. Sign in again to save your profile.' };
  }
  return { kind: 'other', message: errorMessage(error) };
}
