import { describe, expect, it } from '@jest/globals';
import { RSVP_STATUSES, type RsvpStatus } from '../../../domain/guests/guest.js';
import { InvalidRsvpChangeError } from '../../../domain/guests/guest.errors.js';
import { assertRsvpChange, canSetRsvp, INITIAL_RSVP_STATUS, isRsvpOpen } from '../../../domain/guests/rsvp.js';

function thrownBy(action: () => void): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('INITIAL_RSVP_STATUS', () => {
  it('is pending: a new guest has not answered', () => {
    expect(INITIAL_RSVP_STATUS).toBe('pending');
  });
});

describe('canSetRsvp', () => {
  it.each([
    ['pending', 'confirmed', true],
    ['pending', 'declined', true],
    ['confirmed', 'declined', true],
    ['declined', 'confirmed', true],
    ['confirmed', 'pending', false],
    ['declined', 'pending', false],
  ] as [RsvpStatus, RsvpStatus, boolean][])('from %s to %s: %s', (from, to, allowed) => {
    expect(canSetRsvp(from, to)).toBe(allowed);
  });

  it.each(RSVP_STATUSES)('lets %s be set to itself, changing nothing', (status) => {
    expect(canSetRsvp(status, status)).toBe(true);
  });
});

describe('assertRsvpChange', () => {
  it('refuses setting an answer back to pending with an error naming rsvpStatus', () => {
    expect(() => assertRsvpChange('confirmed', 'pending')).toThrow(InvalidRsvpChangeError);
    const error = thrownBy(() => assertRsvpChange('declined', 'pending'));
    expect(error).toMatchObject({ kind: 'INVALID_TRANSITION', code: 'GUEST.INVALID_RSVP_CHANGE', field: 'rsvpStatus', message: 'A guest who has declined cannot be set back to pending' });
  });

  it('lets a pending guest be confirmed', () => {
    expect(() => assertRsvpChange('pending', 'confirmed')).not.toThrow();
  });
});

describe('isRsvpOpen', () => {
  const window = { eventDate: '2027-06-12', bookingStatus: 'confirmed' as const };

  it('is open before the wedding and on the day itself', () => {
    expect(isRsvpOpen({ ...window, today: '2027-01-01' })).toBe(true);
    expect(isRsvpOpen({ ...window, today: '2027-06-12' })).toBe(true);
  });

  it('closes the day after the wedding', () => {
    expect(isRsvpOpen({ ...window, today: '2027-06-13' })).toBe(false);
  });

  it('is closed for a cancelled booking', () => {
    expect(isRsvpOpen({ ...window, bookingStatus: 'cancelled', today: '2027-01-01' })).toBe(false);
  });

  it('stays open for a pending booking', () => {
    expect(isRsvpOpen({ ...window, bookingStatus: 'pending', today: '2027-01-01' })).toBe(true);
  });
});
