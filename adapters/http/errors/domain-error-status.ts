import type { DomainErrorKind } from '../../../domain/shared/domain-error.js';

export function assertUnreachable(value: never): never {
  throw new Error(`unhandled value: ${String(value)}`);
}

/** The one place where domain error kinds become HTTP statuses. */
export function statusForDomainError(kind: DomainErrorKind): number {
  switch (kind) {
    case 'INVALID_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'INVALID_TRANSITION':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    default:
      return assertUnreachable(kind);
  }
}
