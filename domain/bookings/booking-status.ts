import type { CalendarDate } from '../shared/calendar-date.js';
import { daysBetween } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** New bookings wait for the venue owner to confirm them. */
export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending';

/**
 * Statuses that hold the venue's date. A completed booking used its date (and the date is
 * past anyway); only a cancelled booking frees it.
 */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'completed'];

/** Moves allowed without further conditions; confirmed -> completed also needs a past event. */
const NEXT_STATUSES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

export interface TransitionContext {
  eventDate: CalendarDate;
  today: CalendarDate;
}

export class InvalidBookingTransitionError extends DomainError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
    reason?: string,
  ) {
    super('INVALID_TRANSITION', 'BOOKING.INVALID_TRANSITION', `A booking cannot move from ${from} to ${to}${reason ? `: ${reason}` : ''}`, 'status');
  }
}

export function isBookingStatus(text: string): text is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(text);
}

/** The spec shows an unknown status as pending; case and surrounding spaces are ignored. */
export function parseBookingStatus(text: string | null | undefined): BookingStatus {
  const normalized = (text ?? '').trim().toLowerCase();
  return isBookingStatus(normalized) ? normalized : INITIAL_BOOKING_STATUS;
}

export function holdsDate(status: BookingStatus): boolean {
  return ACTIVE_BOOKING_STATUSES.includes(status);
}

/** An event is past from the day after it; on the wedding day itself it is still under way. */
export function isEventPast({ eventDate, today }: TransitionContext): boolean {
  return daysBetween(eventDate, today) > 0;
}

export function canTransition(from: BookingStatus, to: BookingStatus, context: TransitionContext): boolean {
  if (!NEXT_STATUSES[from].includes(to)) return false;
  if (to === 'completed') return isEventPast(context);
  return true;
}

export function assertTransition(from: BookingStatus, to: BookingStatus, context: TransitionContext): void {
  if (canTransition(from, to, context)) return;
  const tooEarly = NEXT_STATUSES[from].includes(to) && to === 'completed';
  throw new InvalidBookingTransitionError(from, to, tooEarly ? `the event on ${context.eventDate} has not passed yet` : undefined);
}

/** The statuses a booking may move to now, e.g. to decide which action buttons to offer. */
export function nextStatuses(from: BookingStatus, context: TransitionContext): BookingStatus[] {
  return NEXT_STATUSES[from].filter((to) => canTransition(from, to, context));
}
