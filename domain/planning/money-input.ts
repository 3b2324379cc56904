import { InvalidInputError } from '../shared/domain-error.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { decimalStringToCents, type Cents } from '../shared/money.js';

/** Dollars as a client sends them: a decimal string ("1250.50") or a JSON number (1250.5). */
export type DollarInput = string | number;

const PLAIN_DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * Dollars to exact cents, at most two decimal places, within [min, max] cents. A number is read
 * through its shortest decimal text, so 0.29 is 29 cents and 1e21 or 0.125 are refused.
 */
export function parseDollars(code: ErrorCode, field: string, value: DollarInput, limits: { minCents: Cents; maxCents: Cents }): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const cents = PLAIN_DECIMAL.test(text) ? decimalStringToCents(text) : null;
  if (cents === null) throw new InvalidInputError(code, field, `${field} must be an amount in dollars with at most two decimal places`);
  if (cents < limits.minCents || cents > limits.maxCents) {
    throw new InvalidInputError(code, field, `${field} must be between ${limits.minCents / 100} and ${limits.maxCents / 100} dollars`);
  }
  return cents;
}
