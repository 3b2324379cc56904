import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { codedHttpException } from '../errors/coded-http-exception.js';

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** True when the DTO validates the property only on a condition (@IsOptional, @ValidateIf). */
function isConditional(target: object | undefined, property: string): boolean {
  if (!target) return false;
  return getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', false, false)
    .some((metadata) => metadata.propertyName === property && metadata.type === ValidationTypes.CONDITIONAL_VALIDATION);
}

/**
 * What to tell the client about one failed property. A required field left out or empty is
 * "required", whichever constraint fired first; null for a field that may be left out but not
 * cleared (a PATCH's name) says so, rather than a length or format rule.
 */
function messageFor(error: ValidationError, field: string): string | null {
  const constraints = error.constraints ?? {};
  const first = constraints[Object.keys(constraints).sort(byKindFirst)[0]];
  if (!first) return null;
  // Messages start with the property's own name; a nested one is named by its whole path.
  const named = (message: string, prefix = '') =>
    message.startsWith(`${prefix}${error.property} `) ? `${prefix}${field}${message.slice(prefix.length + error.property.length)}` : message;
  if (constraints[ValidationTypes.WHITELIST]) return named(constraints[ValidationTypes.WHITELIST], 'property ');
  if (isEmpty(error.value)) {
    if (!isConditional(error.target, error.property)) return `${field} is required`;
    if (error.value === null) return `${field} cannot be cleared: send a value, or leave it out to keep the current one`;
  }
  return named(first);
}

/**
 * A value of the wrong kind (text where a whole number goes) is told so before any range it also
 * fails: class-validator lists a field's constraints in no such order, and "guestCount must not be
 * greater than 10,000" is no help to someone who sent a word.
 */
function byKindFirst(a: string, b: string): number {
  const kind = (name: string) => (/^is[A-Z]/.test(name) ? 0 : 1);
  return kind(a) - kind(b);
}

function firstProblem(errors: ValidationError[], parent = ''): { field: string; message: string } | null {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const message = messageFor(error, field);
    if (message) return { field, message };
    const nested = firstProblem(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

/** Whitelisted, transformed input; a 400 names the first field at fault. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    // messageFor reads the DTO's rules off the target; the factory never sends errors as they are.
    validationError: { target: true },
    exceptionFactory: (errors) => {
      const problem = firstProblem(errors) ?? { field: 'body', message: 'The request is not valid' };
      return codedHttpException(HttpStatus.BAD_REQUEST, 'REQUEST.INVALID_INPUT', problem.message, problem.field);
    },
  });
}
