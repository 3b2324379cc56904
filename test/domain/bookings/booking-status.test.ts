import { describe, expect, it } from '@jest/globals';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUSES,
  InvalidBookingTransitionError,
  assertTransition,
  canTransition,
  holdsDate,
  nextStatuses,
  parseBookingStatus,
} from '../../../domain/bookings/booking-status.js';
import type { BookingStatus } from '../../../domain/bookings/booking-status.js';
import { DomainError } from '../../../domain/shared/domain-error.js';

const beforeEvent = { eventDate: '2025-06-14', today: '2025-06-01' };
const onEventDay = { eventDate: '2025-06-14', today: '2025-06-14' };
const afterEvent = { eventDate: '2025-06-14', today: '2025-06-15' };

describe('parseBookingStatus', () => {
  it.each(BOOKING_STATUSES)('reads %s as itself', (status) => {
    expect(parseBookingStatus(status)).toBe(status);
  });

  it('reads an unknown status as pending', () => {
    expect(parseBookingStatus('archived')).toBe('pending');
  });

  it('reads a missing or blank status as pending', () => {
    expect(parseBookingStatus(null)).toBe('pending');
    expect(parseBookingStatus(undefined)).toBe('pending');
    expect(parseBookingStatus('  ')).toBe('pending');
  });

  it('ignores case and surrounding spaces', () => {
    expect(parseBookingStatus(' Confirmed ')).toBe('confirmed');
  });
});

describe('canTransition', () => {
  it('lets a pending booking be confirmed or cancelled', () => {
    expect(canTransition('pending', 'confirmed', beforeEvent)).toBe(true);
    expect(canTransition('pending', 'cancelled', beforeEvent)).toBe(true);
  });

  it('lets a confirmed booking be cancelled', () => {
    expect(canTransition('confirmed', 'cancelled', beforeEvent)).toBe(true);
  });

  it('completes a confirmed booking only once the event day is over', () => {
    expect(canTransition('confirmed', 'completed', beforeEvent)).toBe(false);
    expect(canTransition('confirmed', 'completed', onEventDay)).toBe(false);
    expect(canTransition('confirmed', 'completed', afterEvent)).toBe(true);
  });

  it('counts a leap day event as past on the first of March', () => {
    expect(canTransition('confirmed', 'completed', { eventDate: '2024-02-29', today: '2024-03-01' })).toBe(true);
    expect(canTransition('confirmed', 'completed', { eventDate: '2024-02-29', today: '2024-02-29' })).toBe(false);
  });

  it('never completes a pending booking, even after the event', () => {
    expect(canTransition('pending', 'completed', afterEvent)).toBe(false);
  });

  it.each(BOOKING_STATUSES)('refuses to move %s to the same status', (status) => {
    expect(canTransition(status, status, afterEvent)).toBe(false);
  });

  it.each(['cancelled', 'completed'] as const)('lets nothing out of %s', (from) => {
    for (const to of BOOKING_STATUSES) expect(canTransition(from, to, afterEvent)).toBe(false);
  });

  it('does not reopen a confirmed booking as pending', () => {
    expect(canTransition('confirmed', 'pending', beforeEvent)).toBe(false);
  });
});

describe('assertTransition', () => {
  it('accepts an allowed move', () => {
    expect(() => assertTransition('pending', 'confirmed', beforeEvent)).not.toThrow();
  });

  it('throws a domain error naming from and to for a refused move', () => {
    let caught: unknown;
    try {
      assertTransition('cancelled', 'confirmed', beforeEvent);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidBookingTransitionError);
    expect(caught).toBeInstanceOf(DomainError);
    const error = caught as InvalidBookingTransitionError;
    expect(error.kind).toBe('INVALID_TRANSITION');
    expect(error.code).toBe('BOOKING.INVALID_TRANSITION');
    expect(error.from).toBe('cancelled');
    expect(error.to).toBe('confirmed');
    expect(error.message).toContain('cancelled');
    expect(error.message).toContain('confirmed');
  });

  it('explains that a booking cannot complete before its event has passed', () => {
    expect(() => assertTransition('confirmed', 'completed', onEventDay)).toThrow(/has not passed yet/);
  });

  it('throws for a same-status move', () => {
    expect(() => assertTransition('pending', 'pending', beforeEvent)).toThrow(InvalidBookingTransitionError);
  });
});

describe('nextStatuses', () => {
  it('offers confirm and cancel for a pending booking', () => {
    expect(nextStatuses('pending', beforeEvent)).toEqual(['confirmed', 'cancelled']);
  });

  it('offers completion of a confirmed booking only after the event', () => {
    expect(nextStatuses('confirmed', beforeEvent)).toEqual(['cancelled']);
    expect(nextStatuses('confirmed', afterEvent)).toEqual(['cancelled', 'completed']);
  });

  it('offers nothing for a cancelled booking', () => {
    expect(nextStatuses('cancelled', afterEvent)).toEqual([]);
  });
});

describe('ACTIVE_BOOKING_STATUSES', () => {
  it('holds the date for pending, confirmed and completed bookings', () => {
    expect([...ACTIVE_BOOKING_STATUSES].sort()).toEqual(['completed', 'confirmed', 'pending']);
  });

  it('frees the date of a cancelled booking', () => {
    const held: Record<BookingStatus, boolean> = { pending: true, confirmed: true, completed: true, cancelled: false };
    for (const status of BOOKING_STATUSES) expect(holdsDate(status)).toBe(held[status]);
  });
});
