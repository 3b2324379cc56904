import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

// Shorthands for the kinds of value the API's answers carry, so every answer documents them alike.

/** Money as the API shows it: a decimal string with two places, e.g. "12500.00". */
export const DECIMAL_AMOUNT_PATTERN = '^-?\\d+\\.\\d{2}$';

type Extra = Pick<ApiPropertyOptions, 'description' | 'example'> & { nullable?: boolean };

export const ApiUuid = (extra: Extra = {}) => ApiProperty({ type: String, format: 'uuid', ...extra });

export const ApiDecimalAmount = (extra: Extra = {}) =>
  ApiProperty({ type: String, pattern: DECIMAL_AMOUNT_PATTERN, example: '12500.00', ...extra });

/** A calendar date written YYYY-MM-DD. */
export const ApiCalendarDate = (extra: Extra = {}) => ApiProperty({ type: String, format: 'date', example: '2027-10-16', ...extra });

/** An instant in ISO 8601, UTC. */
export const ApiInstant = (extra: Extra = {}) => ApiProperty({ type: String, format: 'date-time', ...extra });

export const ApiInteger = (extra: Extra = {}) => ApiProperty({ type: 'integer', ...extra });

export const ApiText = (extra: Extra = {}) => ApiProperty({ type: String, ...extra });

export const ApiTexts = (extra: Extra = {}) => ApiProperty({ type: [String], ...extra });

/** Compiles only when a response class and what its presenter returns have the same fields and types. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AssertTrue<T extends true> = T;
