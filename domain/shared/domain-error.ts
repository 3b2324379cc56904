import type { ErrorCode } from './error-codes.js';

// Every failure the core can report. The kind decides how a transport answers (HTTP status,
// CLI exit code); the code names the failure for clients. No HTTP word appears in domain/.
export type DomainErrorKind =
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_INPUT'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(code: ErrorCode, what: string) {
    super('NOT_FOUND', code, `${what} not found`);
  }
}

export class InvalidInputError extends DomainError {
  constructor(code: ErrorCode, field: string, message: string) {
    super('INVALID_INPUT', code, message, field);
  }
}

export class ConflictError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super('CONFLICT', code, message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    /** Seconds until another attempt may succeed. */
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(code: ErrorCode, message = 'Please sign in to do that.') {
    super('UNAUTHENTICATED', code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: ErrorCode, message = 'Your account cannot do that.') {
    super('FORBIDDEN', code, message);
  }
}
