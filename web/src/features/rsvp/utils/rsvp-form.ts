import type { Invitation, RsvpAnswer, RsvpRequest } from '../types';

export interface RsvpFormValues {
  answer: RsvpAnswer | null;
  plusOne: boolean;
  dietaryRestrictions: string;
}

export function initialRsvpValues(invitation: Invitation): RsvpFormValues {
  return {
    answer: invitation.rsvpStatus === 'pending' ? null : invitation.rsvpStatus,
    plusOne: invitation.plusOne,
    dietaryRestrictions: invitation.dietaryRestrictions ?? '',
  };
}

/** The POST body, or null until an answer is chosen. A guest who declines says nothing more. */
export function toRsvpRequest(values: RsvpFormValues): RsvpRequest | null {
  if (values.answer === null) return null;
  if (values.answer === 'declined') return { rsvpStatus: 'declined' };
  return { rsvpStatus: 'confirmed', plusOne: values.plusOne, dietaryRestrictions: values.dietaryRestrictions.trim() };
}
