import type { Guest } from './guest.js';

export interface GuestStats {
  total: number;
  confirmed: number;
  declined: number;
  pending: number;
  /** Confirmed guests bringing a plus-one: the extra seats the couple must plan for. */
  plusOnes: number;
  /** Confirmed guests with dietary restrictions: the count the caterer needs. */
  dietaryNeeds: number;
  /** Confirmed guests and their plus-ones. */
  expectedAttendance: number;
}

/**
 * The stats cards. Figures that feed the headcount (plus-ones, dietary needs) count confirmed
 * guests only: a pending guest may not come, and a declined guest's plus-one certainly will not.
 */
export function guestStats(guests: readonly Guest[]): GuestStats {
  const confirmed = guests.filter((g) => g.rsvpStatus === 'confirmed');
  const plusOnes = confirmed.filter((g) => g.plusOne).length;
  return {
    total: guests.length,
    confirmed: confirmed.length,
    declined: guests.filter((g) => g.rsvpStatus === 'declined').length,
    pending: guests.filter((g) => g.rsvpStatus === 'pending').length,
    plusOnes,
    dietaryNeeds: confirmed.filter((g) => g.dietaryRestrictions !== null).length,
    expectedAttendance: confirmed.length + plusOnes,
  };
}
