import { BOOKING_LIMITS } from '@domain/bookings/booking';
import { isCalendarDate } from '@domain/shared/calendar-date';
import type { VenuePackage } from '@/types/api';
import type { BookingRequest } from '../types';

/** What the details step holds: each field as the text the couple typed or chose. */
export interface BookingDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  guestCount: string;
  eventDate: string;
  /** A package id, or NO_PACKAGE. */
  packageId: string;
  specialRequests: string;
}

export type DetailsField = keyof BookingDetails;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** The select's value for "venue only": select items never carry an empty value (spec). */
export const NO_PACKAGE = 'none';

export const EMPTY_DETAILS: BookingDetails = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  guestCount: '',
  eventDate: '',
  packageId: NO_PACKAGE,
  specialRequests: '',
};

export { BOOKING_LIMITS };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The characters the API accepts in a phone number. */
const PHONE_CHARACTERS = /^[\d\s()+.\-x]+$/;
const MIN_PHONE_DIGITS = 7;
const WHOLE_NUMBER = /^\d+$/;

export interface DetailsContext {
  venueMaxGuests: number;
  selectedPackage: VenuePackage | null;
}

/** The most guests this booking may have: the venue's, or the chosen package's when lower. */
export function guestLimit({ venueMaxGuests, selectedPackage }: DetailsContext): number {
  return selectedPackage ? Math.min(venueMaxGuests, selectedPackage.maxGuests) : venueMaxGuests;
}

/** Every problem with the details, by field; an empty object means Continue may be pressed. */
export function validateDetails(details: BookingDetails, context: DetailsContext): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!details.customerName.trim()) errors.customerName = 'Enter your full name.';

  const email = details.customerEmail.trim();
  if (!email) errors.customerEmail = 'Enter your email address.';
  else if (!EMAIL_SHAPE.test(email)) errors.customerEmail = 'Enter an email address like name@example.com.';

  const phone = details.customerPhone.trim();
  if (!phone) errors.customerPhone = 'Enter a phone number the venue can call.';
  else if (!PHONE_CHARACTERS.test(phone) || countDigits(phone) < MIN_PHONE_DIGITS) {
    errors.customerPhone = 'Enter a phone number such as (830) 555-0142.';
  }

  const guestError = guestCountError(details.guestCount, context);
  if (guestError) errors.guestCount = guestError;

  if (!isCalendarDate(details.eventDate)) errors.eventDate = 'Choose an open date in the calendar.';
  return errors;
}

function guestCountError(text: string, context: DetailsContext): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter how many guests you expect.';
  if (!WHOLE_NUMBER.test(trimmed)) return 'Enter a whole number of guests.';
  const count = Number(trimmed);
  if (count < 1) return 'At least 1 guest, please.';
  if (count > context.venueMaxGuests) return `This venue holds up to ${context.venueMaxGuests} guests.`;
  const pkg = context.selectedPackage;
  if (pkg && count > pkg.maxGuests) return `The ${pkg.name} package is for up to ${pkg.maxGuests} guests.`;
  return null;
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** The request body; call only with details that validate. Empty special requests go as null (spec). */
export function toBookingRequest(venueId: string, details: BookingDetails): BookingRequest {
  const specialRequests = details.specialRequests.trim();
  return {
    venueId,
    customerName: details.customerName.trim(),
    customerEmail: details.customerEmail.trim(),
    customerPhone: details.customerPhone.trim(),
    eventDate: details.eventDate,
    guestCount: Number.parseInt(details.guestCount.trim(), 10),
    packageId: details.packageId === NO_PACKAGE ? null : details.packageId,
    specialRequests: specialRequests || null,
  };
}
