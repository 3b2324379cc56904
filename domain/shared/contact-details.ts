import { calendarDateIn, daysBetween, type CalendarDate } from './calendar-date.js';
import { InvalidInputError, RateLimitedError } from './domain-error.js';
import type { ErrorCode } from './error-codes.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * A couple getting in touch (an inquiry to a venue, a lead to a vendor): one set of rules, so every
 * contact form is protected alike. Generous for a real couple, short enough to keep out pasted spam.
 */
export const CONTACT_LIMITS = {
  coupleNameLength: 100,
  emailLength: 254,
  phoneLength: 30,
  messageLength: 2000,
  maxGuestCount: 5000,
} as const;

/** A couple may send a handful of messages in a short while, not a flood (counted per kind of message). */
export const CONTACT_RATE_LIMIT = { attempts: 5, windowSeconds: 600 } as const;

export interface ContactDetailsInput {
  coupleName: string;
  email: string;
  phone?: string | null;
  weddingDate?: CalendarDate | null;
  guestCount?: number | null;
  message?: string | null;
}

export interface ContactDetails {
  coupleName: string;
  email: string;
  phone: string | null;
  weddingDate: CalendarDate | null;
  guestCount: number | null;
  message: string | null;
}

/** Blank optional text is stored as absent, not as an empty string. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The error codes of one kind of message, so the couple's client knows which form failed. */
export interface ContactErrorCodes {
  invalid: ErrorCode;
  dateInPast: ErrorCode;
  rateLimited: ErrorCode;
}

/** Checks and tidies what the couple typed: a name, no wedding date in the past, a sensible guest count. */
export function checkContactDetails(input: ContactDetailsInput, now: Date, codes: ContactErrorCodes): ContactDetails {
  const coupleName = input.coupleName.trim();
  if (!coupleName) throw new InvalidInputError(codes.invalid, 'coupleName', 'coupleName must not be blank');
  if (input.weddingDate && daysBetween(calendarDateIn(now), input.weddingDate) < 0) {
    throw new InvalidInputError(codes.dateInPast, 'weddingDate', 'weddingDate must not be in the past');
  }
  const guestCount = input.guestCount ?? null;
  if (guestCount !== null && (!Number.isInteger(guestCount) || guestCount < 1 || guestCount > CONTACT_LIMITS.maxGuestCount)) {
    throw new InvalidInputError(codes.invalid, 'guestCount', `guestCount must be a whole number from 1 to ${CONTACT_LIMITS.maxGuestCount}`);
  }
  return {
    coupleName,
    email: input.email.trim().toLowerCase(),
    phone: optionalText(input.phone),
    weddingDate: input.weddingDate ?? null,
    guestCount,
    message: optionalText(input.message),
  };
}

/** Counts one message from this client; past the limit, says how long to wait. */
export async function limitContactRate(rateLimiter: RateLimiter, key: string, code: ErrorCode, what: string): Promise<void> {
  const limit = await rateLimiter.hit(key, CONTACT_RATE_LIMIT.attempts, CONTACT_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    throw new RateLimitedError(
      code,
      `You have sent several ${what} in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
      limit.retryAfterSeconds,
    );
  }
}
