import type { ErrorCode } from '../../../domain/shared/error-codes.js';

/** Objects and arrays nested deeper than this are refused; no route needs more than a few levels. */
export const MAX_INPUT_DEPTH = 32;
/** The longest array any route takes (the DTOs allow at most 60 items; free-form details a few). */
export const MAX_INPUT_ARRAY_LENGTH = 1_000;
/** Beyond this a number loses integer precision in JavaScript, and no field needs more. */
export const MAX_INPUT_NUMBER = Number.MAX_SAFE_INTEGER;

export interface InputLimits {
  maxDepth: number;
  maxArrayLength: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = { maxDepth: MAX_INPUT_DEPTH, maxArrayLength: MAX_INPUT_ARRAY_LENGTH };

export interface InputProblem {
  code: ErrorCode;
  /** Where: `details.parking`, `guests[3].name`, a query parameter's name, or `body`. */
  field: string;
  message: string;
}

// C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in
// text outright; the others are never typed by a person and break CSV exports and mail headers.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// In a /u pattern a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a piece of text cannot be stored, or null when it is fine (emoji and accents are). */
export function textProblem(text: string, field: string, what = field): InputProblem | null {
  if (CONTROL_CHARACTER.test(text)) {
    return { code: 'REQUEST.CONTROL_CHARACTER', field, message: `${what} must not hold control characters such as NUL` };
  }
  if (LONE_SURROGATE.test(text)) {
    return { code: 'REQUEST.MALFORMED_TEXT', field, message: `${what} is not valid Unicode text (it holds a lone surrogate)` };
  }
  return null;
}

function numberProblem(value: number, field: string): InputProblem | null {
  if (Number.isFinite(value) && Math.abs(value) <= MAX_INPUT_NUMBER) return null;
  return { code: 'REQUEST.NUMBER_OUT_OF_RANGE', field, message: `${field} must be a number between -${MAX_INPUT_NUMBER} and ${MAX_INPUT_NUMBER}` };
}

const childPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * The first thing in a parsed body or query that no route can take, found without recursion
 * (so 100,000 nested arrays cannot overflow the stack). `root` names the whole value in a message
 * (`body`); fields below it are named by their path alone.
 */
export function findInputProblem(input: unknown, root: string, limits: InputLimits = DEFAULT_INPUT_LIMITS): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    const field = path || root;
    if (typeof value === 'string') {
      const problem = textProblem(value, field);
      if (problem) return problem;
      continue;
    }
    if (typeof value === 'number') {
      const problem = numberProblem(value, field);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > limits.maxDepth) {
      return { code: 'REQUEST.TOO_DEEP', field, message: `Objects and arrays may nest at most ${limits.maxDepth} levels deep` };
    }
    if (Array.isArray(value)) {
      if (value.length > limits.maxArrayLength) {
        return { code: 'REQUEST.TOO_MANY_ITEMS', field, message: `${field} must hold at most ${limits.maxArrayLength} items` };
      }
      // Pushed in reverse so the first item is looked at first and named first.
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: `${path || root}[${i}]`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (const [key] of entries) {
      // A bad key cannot be echoed as a field name: the object holding it is named instead.
      const problem = textProblem(key, field, `A property name in ${field}`);
      if (problem) return problem;
      if (key === '__proto__') return { code: 'REQUEST.INVALID_INPUT', field, message: `A property name in ${field} is not allowed` };
    }
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i][1], path: childPath(path, entries[i][0]), depth: depth + 1 });
  }
  return null;
}
