import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/accounts/account';
import { ACCOUNT_LIMITS } from '@domain/accounts/account-limits';

/** What a password box takes (the API counts characters; a box counts UTF-16 units, so never more). */
export const PASSWORD_INPUT_MAX_LENGTH = PASSWORD_MAX_LENGTH;
export const EMAIL_MAX_LENGTH = ACCOUNT_LIMITS.emailLength;

// The same words as the API's password policy, checked before the request is sent.

export const PASSWORDS_DIFFER = "Passwords don't match";
/** The hint under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** The spec's order: a mismatch first, then the length. */
export function passwordProblem(
  password: string,
  confirmPassword: string,
): { field: 'password' | 'confirmPassword'; message: string } | null {
  if (password !== confirmPassword) return { field: 'confirmPassword', message: PASSWORDS_DIFFER };
  // Counted in characters, not UTF-16 units, as the server counts.
  if ([...password].length < PASSWORD_MIN_LENGTH) return { field: 'password', message: PASSWORD_TOO_SHORT };
  return null;
}

/** Loose on purpose: the server has the last word; this only catches typos such as a missing @. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
