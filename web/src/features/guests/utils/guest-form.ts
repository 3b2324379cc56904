import type { NewGuestRequest } from '../types';

export type GuestTextField = 'name' | 'email' | 'phone' | 'dietaryRestrictions' | 'tableAssignment' | 'specialRequests';

export interface GuestFormValues extends Record<GuestTextField, string> {
  plusOne: boolean;
}

export const EMPTY_GUEST_FORM: GuestFormValues = {
  name: '',
  email: '',
  phone: '',
  dietaryRestrictions: '',
  plusOne: false,
  tableAssignment: '',
  specialRequests: '',
};

const OPTIONAL_FIELDS = ['email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests'] as const;

/** The POST /api/guests body, or null when the name is blank (the spec: then nothing happens). */
export function toNewGuestRequest(bookingId: string, values: GuestFormValues): NewGuestRequest | null {
  const name = values.name.trim();
  if (!name) return null;
  const request: NewGuestRequest = { bookingId, name, plusOne: values.plusOne, rsvpStatus: 'pending' };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value) request[field] = value;
  }
  return request;
}
