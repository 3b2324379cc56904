import { describe, expect, it } from '@jest/globals';
import { holdExpiresAt, holdHoursOf, isHoldOver } from '../../../domain/bookings/booking-policy.js';

const created = new Date('2026-11-21T18:00:00Z');
const end = new Date('2026-11-24T18:00:00Z');

describe('holdExpiresAt', () => {
  it('ends a 72-hour hold three days to the minute after the request', () => {
    expect(holdExpiresAt(created, 72)).toEqual(end);
  });
});

describe('isHoldOver', () => {
  it('is over for a pending request from the end of its hold, not a moment before', () => {
    expect(isHoldOver({ status: 'pending', holdExpiresAt: end }, new Date(end.getTime() - 1))).toBe(false);
    expect(isHoldOver({ status: 'pending', holdExpiresAt: end }, end)).toBe(true);
  });

  it('never ends a confirmed booking, nor a booking made before holds lapsed', () => {
    expect(isHoldOver({ status: 'confirmed', holdExpiresAt: end }, new Date('2027-01-01'))).toBe(false);
    expect(isHoldOver({ status: 'pending', holdExpiresAt: null }, new Date('2027-01-01'))).toBe(false);
  });
});

describe('holdHoursOf', () => {
  it('says how long the booking was held, for the mail to the couple', () => {
    expect(holdHoursOf({ createdAt: created, holdExpiresAt: end })).toBe(72);
  });
});
