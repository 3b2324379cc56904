import { InvalidInputError } from '../shared/domain-error.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account.js';

/** Length is what matters (NIST 800-63B); no composition rules that push people to worse passwords. */
export function assertAcceptablePassword(password: string, confirmPassword?: string): void {
  if (confirmPassword !== undefined && password !== confirmPassword) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_MISMATCH', 'confirmPassword', "Passwords don't match");
  }
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_TOO_SHORT', 'password', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    throw new InvalidInputError('ACCOUNT.PASSWORD_TOO_LONG', 'password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
}
