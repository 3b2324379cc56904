// Every failure the core can report. Transports (HTTP filter, CLI) translate the code;
// no HTTP word appears in domain/.
export type DomainErrorCode =
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_INPUT'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found`);
  }
}

export class InvalidInputError extends DomainError {
  constructor(field: string, message: string) {
    super('INVALID_INPUT', message, field);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    /** Seconds until another attempt may succeed. */
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please sign in to do that.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Your account cannot do that.') {
    super('FORBIDDEN', message);
  }
}
