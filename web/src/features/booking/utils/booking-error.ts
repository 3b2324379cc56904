import { ApiError, errorField, errorMessage } from '@/lib/api-client';
import type { BookingRequest } from '../types';
import type { DetailsField } from './booking-details';

/** Request fields the couple can see and fix on the details step, with the words the form uses. */
const FIELDS: Partial<Record<keyof BookingRequest, { field: DetailsField; label: string }>> = {
  customerName: { field: 'customerName', label: 'Full name' },
  customerEmail: { field: 'customerEmail', label: 'Email' },
  customerPhone: { field: 'customerPhone', label: 'Phone' },
  guestCount: { field: 'guestCount', label: 'Guest count' },
  eventDate: { field: 'eventDate', label: 'Wedding date' },
  packageId: { field: 'packageId', label: 'Package' },
  specialRequests: { field: 'specialRequests', label: 'Special requests' },
};

export type BookingFailure =
  | { kind: 'date-taken'; message: string }
  | { kind: 'field'; field: DetailsField; message: string }
  | { kind: 'other' };

/** Sorts a failed request into what the page can show: a taken date, a field to fix, or neither. */
export function classifyBookingError(error: unknown): BookingFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.code === 'BOOKING.DATE_TAKEN') return { kind: 'date-taken', message: errorMessage(error) };
  const name = errorField(error);
  const target = name ? FIELDS[name as keyof BookingRequest] : undefined;
  if (!target || !error.body) return { kind: 'other' };
  const raw = errorMessage(error);
  // "guestCount must be at most 120" reads "Guest count must be at most 120".
  const message = raw.startsWith(String(name)) ? `${target.label}${raw.slice(String(name).length)}` : raw;
  return { kind: 'field', field: target.field, message: endWithStop(message) };
}

function endWithStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
