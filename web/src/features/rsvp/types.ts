// The guest's side of an invitation: what GET and POST /api/rsvp/{token} answer.

import type { MealChoice, RsvpAnswer, RsvpStatus } from '@domain/guests/guest';

export type { MealChoice, RsvpAnswer, RsvpStatus };

export interface Invitation {
  guestName: string;
  coupleName: string;
  venueName: string;
  venueLocation: string;
  /** YYYY-MM-DD */
  eventDate: string;
  rsvpStatus: RsvpStatus;
  plusOne: boolean;
  dietaryRestrictions: string | null;
  /** Null until the guest (or the couple) chooses one. */
  meal: MealChoice | null;
  respondedAt: string | null;
  /** False from the day after the wedding, or when the booking was cancelled. */
  canRespond: boolean;
}

export interface RsvpRequest {
  rsvpStatus: RsvpAnswer;
  plusOne?: boolean;
  /** Blank clears it. */
  dietaryRestrictions?: string;
  /** Null: not chosen. */
  meal?: MealChoice | null;
}
