import {
  DEFAULT_ANONYMOUS_BOOKINGS_PER_HOUR,
  DEFAULT_PENDING_HOLD_HOURS,
  MIN_ANONYMOUS_BOOKINGS_PER_HOUR,
  type BookingPolicy,
} from '../../domain/bookings/booking-policy.js';

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return value;
}

/**
 * PENDING_HOLD_HOURS (default 72): how long a booking request holds its date unless the owner
 * confirms; ANONYMOUS_BOOKINGS_PER_HOUR (default 20, at least 10): booking requests one client
 * may make per hour without an account. A bad value stops the start with a message.
 */
export function bookingPolicyFromEnv(env: NodeJS.ProcessEnv): BookingPolicy {
  return {
    pendingHoldHours: wholeNumber(env, 'PENDING_HOLD_HOURS', DEFAULT_PENDING_HOLD_HOURS, 1, 24 * 90),
    anonymousBookingsPerHour: wholeNumber(env, 'ANONYMOUS_BOOKINGS_PER_HOUR', DEFAULT_ANONYMOUS_BOOKINGS_PER_HOUR, MIN_ANONYMOUS_BOOKINGS_PER_HOUR, 100_000),
  };
}
