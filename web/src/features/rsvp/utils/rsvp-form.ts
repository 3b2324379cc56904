import { mealFromValue } from '@/shared/options/meal-choices';
import type { Invitation, RsvpAnswer, RsvpRequest } from '../types';

export interface RsvpFormValues {
  answer: RsvpAnswer | null;
  plusOne: boolean;
  dietaryRestrictions: string;
  /** A meal choice, or '' for not chosen. */
  meal: string;
}

export function initialRsvpValues(invitation: Invitation): RsvpFormValues {
  return {
    answer: invitation.rsvpStatus === 'pending' ? null : invitation.rsvpStatus,
    plusOne: invitation.plusOne,
    dietaryRestrictions: invitation.dietaryRestrictions ?? '',
    // The couple may have chosen it already: the form starts on it, and sending keeps it.
    meal: invitation.meal ?? '',
  };
}

/** The POST body, or null until an answer is chosen. A guest who declines says nothing more. */
export function toRsvpRequest(values: RsvpFormValues): RsvpRequest | null {
  if (values.answer === null) return null;
  if (values.answer === 'declined') return { rsvpStatus: 'declined' };
  return { rsvpStatus: 'confirmed', plusOne: values.plusOne, dietaryRestrictions: values.dietaryRestrictions.trim(), meal: mealFromValue(values.meal) };
}
