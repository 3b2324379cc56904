import { mealFromValue } from '@/shared/options/meal-choices';
import type { GuestUpdate } from '../api/update-guest';
import type { Guest, NewGuestRequest } from '../types';

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

/** The form filled with a listed guest, for editing. */
export function guestFormValues(guest: Guest): GuestFormValues {
  return {
    name: guest.name,
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    dietaryRestrictions: guest.dietaryRestrictions ?? '',
    plusOne: guest.plusOne,
    tableAssignment: guest.tableAssignment ?? '',
    specialRequests: guest.specialRequests ?? '',
    household: guest.household ?? '',
    plusOneName: guest.plusOneName ?? '',
    meal: guest.meal ?? '',
  };
}

/** The PATCH /api/guests/{id} body: every field, a blank one cleared; null when the name is blank. */
export function toGuestUpdate(bookingId: string, values: GuestFormValues): GuestUpdate | null {
  const name = values.name.trim();
  if (!name) return null;
  const update: GuestUpdate = { bookingId, name, plusOne: values.plusOne, meal: mealFromValue(values.meal) };
  for (const field of OPTIONAL_FIELDS) update[field] = values[field].trim() || null;
  update.plusOneName = (values.plusOne && values.plusOneName.trim()) || null;
  return update;
}
