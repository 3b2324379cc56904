import { ConflictError, DomainError } from '../shared/domain-error.js';

/** One message whatever was wrong, so nobody learns which emails have accounts. */
export class WrongCredentialsError extends DomainError {
  constructor() {
    super('UNAUTHENTICATED', 'ACCOUNT.WRONG_CREDENTIALS', 'That email and password do not match an account.');
  }
}

export class EmailTakenError extends ConflictError {
  constructor() {
    super('ACCOUNT.EMAIL_TAKEN', 'An account with that email already exists. Sign in instead, or reset your password.');
  }
}
