import type { Booking } from './booking.js';

/** The operator's choices about booking requests; the composition root reads them from the environment. */
export interface BookingPolicy {
  /** How long a pending request holds its date before it lapses, unless the owner confirms it. */
  pendingHoldHours: number;
  /** Bookings one client may make without an account, per hour. */
  anonymousBookingsPerHour: number;
}

export const DEFAULT_PENDING_HOLD_HOURS = 72;
/** Couples compare a few venues at once; fewer than this would stop honest ones. */
export const MIN_ANONYMOUS_BOOKINGS_PER_HOUR = 10;
export const DEFAULT_ANONYMOUS_BOOKINGS_PER_HOUR = 20;
export const ANONYMOUS_BOOKING_WINDOW_SECONDS = 3600;

export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  pendingHoldHours: DEFAULT_PENDING_HOLD_HOURS,
  anonymousBookingsPerHour: DEFAULT_ANONYMOUS_BOOKINGS_PER_HOUR,
};

const MS_PER_HOUR = 3_600_000;

/** When a request made at `createdAt` stops holding its date. */
export function holdExpiresAt(createdAt: Date, hours: number): Date {
  return new Date(createdAt.getTime() + hours * MS_PER_HOUR);
}

/** A pending request whose hold has run out; a confirmed (or older, hold-less) booking never lapses. */
export function isHoldOver(booking: Pick<Booking, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  return booking.status === 'pending' && booking.holdExpiresAt !== null && now.getTime() >= booking.holdExpiresAt.getTime();
}

/** The hold a booking was given, in whole hours, for telling the couple. */
export function holdHoursOf(booking: Pick<Booking, 'createdAt' | 'holdExpiresAt'>): number {
  return booking.holdExpiresAt ? Math.round((booking.holdExpiresAt.getTime() - booking.createdAt.getTime()) / MS_PER_HOUR) : 0;
}
