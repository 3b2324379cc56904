import { InvalidInputError } from '../shared/domain-error.js';
import type { ErrorCode } from '../shared/error-codes.js';

/** Trimmed text in composed Unicode form (NFC); blank becomes null. */
export function cleanPlanningText(value: string | null | undefined): string | null {
  const trimmed = value?.normalize('NFC').trim();
  return trimmed ? trimmed : null;
}

/** Cleaned optional text, refused when longer than its limit. */
export function optionalText(code: ErrorCode, field: string, value: string | null | undefined, maxLength: number): string | null {
  const text = cleanPlanningText(value);
  if (text !== null && text.length > maxLength) throw new InvalidInputError(code, field, `${field} must be at most ${maxLength} characters`);
  return text;
}

/** Cleaned text that must not be blank. */
export function requiredText(code: ErrorCode, field: string, value: string | null | undefined, maxLength: number): string {
  const text = optionalText(code, field, value, maxLength);
  if (text === null) throw new InvalidInputError(code, field, `${field} is required`);
  return text;
}
