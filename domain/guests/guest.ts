export const RSVP_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** The answers a guest can give; "pending" only means nobody has answered yet. */
export const RSVP_ANSWERS = ['confirmed', 'declined'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

/** The same bounds as the guest table's checks, so input is refused before the database would. */
export const GUEST_LIMITS = {
  nameLength: 120,
  emailLength: 254,
  phoneLength: 30,
  dietaryRestrictionsLength: 300,
  tableAssignmentLength: 60,
  specialRequestsLength: 500,
  householdLength: 120,
  plusOneNameLength: 120,
} as const;

/** A wedding list, not a mailing list: generous for the largest venues, bounded for the database. */
export const MAX_GUESTS_PER_BOOKING = 1000;

/** The largest guest-list CSV accepted (1 MiB of UTF-8). */
export const CSV_MAX_BYTES = 1_048_576;

/** The meals a couple can offer; null on a guest means not chosen yet. */
export const MEAL_CHOICES = ['beef', 'chicken', 'fish', 'vegetarian', 'vegan', 'kids'] as const;
export type MealChoice = (typeof MEAL_CHOICES)[number];

export function isMealChoice(value: unknown): value is MealChoice {
  return typeof value === 'string' && (MEAL_CHOICES as readonly string[]).includes(value);
}

/** What the couple types in (and what a spreadsheet row carries). */
export interface GuestDetails {
  name: string;
  email: string | null;
  phone: string | null;
  dietaryRestrictions: string | null;
  plusOne: boolean;
  tableAssignment: string | null;
  specialRequests: string | null;
  /** Guests invited together ("The Garcias"); guests of one household are listed together. */
  household: string | null;
  /** The plus-one's name when known; only a guest with a plus-one has one. */
  plusOneName: string | null;
  meal: MealChoice | null;
}

export interface Guest extends GuestDetails {
  id: string;
  bookingId: string;
  rsvpStatus: RsvpStatus;
  /** When the latest invitation mail went out; null until one has. */
  invitedAt: Date | null;
  /** When an answer was last recorded, by the guest or the couple. */
  respondedAt: Date | null;
  createdAt: Date;
}

export function isRsvpStatus(text: string): text is RsvpStatus {
  return (RSVP_STATUSES as readonly string[]).includes(text);
}
