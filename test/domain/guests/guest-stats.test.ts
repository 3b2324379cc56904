import { describe, expect, it } from '@jest/globals';
import { guestStats } from '../../../domain/guests/guest-stats.js';
import { GuestMother } from './guest-mother.js';

describe('guestStats', () => {
  it('counts nothing for an empty list', () => {
    expect(guestStats([])).toEqual({ total: 0, confirmed: 0, declined: 0, pending: 0, plusOnes: 0, dietaryNeeds: 0, expectedAttendance: 0 });
  });

  it('counts each answer once', () => {
    const stats = guestStats([
      GuestMother.create({ rsvpStatus: 'confirmed' }),
      GuestMother.create({ rsvpStatus: 'confirmed' }),
      GuestMother.create({ rsvpStatus: 'declined' }),
      GuestMother.create(),
    ]);
    expect(stats).toMatchObject({ total: 4, confirmed: 2, declined: 1, pending: 1 });
  });

  it('counts plus-ones and dietary needs of confirmed guests only', () => {
    const stats = guestStats([
      GuestMother.create({ rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: 'Vegan' }),
      GuestMother.create({ rsvpStatus: 'confirmed', plusOne: false, dietaryRestrictions: null }),
      GuestMother.create({ rsvpStatus: 'declined', plusOne: true, dietaryRestrictions: 'Kosher' }),
      GuestMother.create({ rsvpStatus: 'pending', plusOne: true, dietaryRestrictions: 'Gluten free' }),
    ]);
    expect(stats).toMatchObject({ plusOnes: 1, dietaryNeeds: 1 });
  });

  it('expects the confirmed guests and their plus-ones', () => {
    const stats = guestStats([
      GuestMother.create({ rsvpStatus: 'confirmed', plusOne: true }),
      GuestMother.create({ rsvpStatus: 'confirmed', plusOne: true }),
      GuestMother.create({ rsvpStatus: 'confirmed' }),
      GuestMother.create({ rsvpStatus: 'pending', plusOne: true }),
    ]);
    expect(stats.expectedAttendance).toBe(5);
  });
});
