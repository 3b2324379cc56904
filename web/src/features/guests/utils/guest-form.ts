import type { NewGuestRequest } from '../types';
import { mealFromValue } from './meal-labels';

export type GuestTextField = 'name' | 'email' | 'phone' | 'dietaryRestrictions' | 'tableAssignment' | 'specialRequests' | 'household' | 'plusOneName';

export interface GuestFormValues extends Record<GuestTextField, string> {
  plusOne: boolean;
  /** A meal choice, or '' for not chosen. */
  meal: string;
}

export const EMPTY_GUEST_FORM: GuestFormValues = {
  name: '',
  email: '',
  phone: '',
  dietaryRestrictions: '',
  plusOne: false,
  tableAssignment: '',
  specialRequests: '',
  household: '',
  plusOneName: '',
  meal: '',
};

const OPTIONAL_FIELDS = ['email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests', 'household'] as const;

/** The POST /api/guests body, or null when the name is blank (the spec: then nothing happens). */
export function toNewGuestRequest(bookingId: string, values: GuestFormValues): NewGuestRequest | null {
  const name = values.name.trim();
  if (!name) return null;
  const request: NewGuestRequest = { bookingId, name, plusOne: values.plusOne, rsvpStatus: 'pending' };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value) request[field] = value;
  }
  // A plus-one's name only goes with a plus-one.
  const plusOneName = values.plusOneName.trim();
  if (values.plusOne && plusOneName) request.plusOneName = plusOneName;
  const meal = mealFromValue(values.meal);
  if (meal) request.meal = meal;
  return request;
}
