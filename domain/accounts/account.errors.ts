import { ConflictError, DomainError, ForbiddenError } from '../shared/domain-error.js';

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

/** An operator disabled the account: it cannot sign in until enabled again. */
export class AccountDisabledError extends ForbiddenError {
  constructor() {
    super('ACCOUNT.DISABLED', 'This account is disabled. Please contact support.');
  }
}
