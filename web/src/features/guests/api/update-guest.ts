import { apiRequest } from '@/lib/api-client';
import type { Guest, MealChoice, RsvpStatus } from '../types';

export interface GuestUpdate {
  /** Names the booking the couple is looking at: a guest of any other booking is not found. */
  bookingId: string;
  rsvpStatus?: RsvpStatus;
  name?: string;
  /** Null clears the field. */
  email?: string | null;
  phone?: string | null;
  dietaryRestrictions?: string | null;
  tableAssignment?: string | null;
  specialRequests?: string | null;
  /** Null: not chosen. */
  meal?: MealChoice | null;
  household?: string | null;
  plusOne?: boolean;
  plusOneName?: string | null;
}

export function updateGuest(guestId: string, update: GuestUpdate): Promise<Guest> {
  return apiRequest<Guest>('PATCH', `/api/guests/${encodeURIComponent(guestId)}`, update);
}
