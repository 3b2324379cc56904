import { ApiError, errorField, errorMessage } from '@/lib/api-client';
import { PROFILE_FIELDS, type ProfileField } from './profile-form';

export type SaveFailure =
  | { kind: 'field'; field: ProfileField; message: string }
  | { kind: 'signed-out'; message: string }
  /** Publishing waits until the account has confirmed its email address. */
  | { kind: 'unconfirmed-email'; message: string }
  | { kind: 'other'; message: string };

/** The body names the field at fault: "portfolio.0" or "portfolio" both belong to the portfolio field. */
function fieldOf(error: ApiError): ProfileField | null {
  const field = errorField(error);
  if (!field) return null;
  const root = field.split(/[.[]/)[0];
  return (PROFILE_FIELDS as readonly string[]).includes(root) ? (root as ProfileField) : null;
}

export function classifySaveError(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    const field = fieldOf(error);
    if (field) return { kind: 'field', field, message: errorMessage(error) };
    if (error.code === 'AUTH.SIGN_IN_REQUIRED') return { kind: 'signed-out', message: 'Your session has ended. Sign in again to save your profile.' };
    if (error.code === 'ACCOUNT.EMAIL_NOT_VERIFIED') {
      return {
        kind: 'unconfirmed-email',
        message: 'Open the link we mailed you first. Until then you can save your profile with “Show my profile to couples” switched off.',
      };
    }
  }
  return { kind: 'other', message: errorMessage(error) };
}
