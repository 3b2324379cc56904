import { ApiError } from '../../../lib/api-client';
import type { BookingRequest } from '../types';
import type { DetailsField } from './booking-details';

const HTTP_BAD_REQUEST = 400;
const HTTP_CONFLICT = 409;

/** The API's wording when the date went to someone else a moment earlier. */
export const DATE_TAKEN_MESSAGE = 'That date was just booked. Please choose another date.';

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
  if (error.status === HTTP_CONFLICT) return { kind: 'date-taken', message: DATE_TAKEN_MESSAGE };
  if (error.status !== HTTP_BAD_REQUEST || !error.body) return { kind: 'other' };
  const name = (error.body as { field?: unknown }).field;
  const target = typeof name === 'string' ? FIELDS[name as keyof BookingRequest] : undefined;
  if (!target) return { kind: 'other' };
  const raw = Array.isArray(error.body.message) ? error.body.message.join(' ') : error.body.message;
  // "guestCount must be at most 120" reads "Guest count must be at most 120".
  const message = raw.startsWith(String(name)) ? `${target.label}${raw.slice(String(name).length)}` : raw;
  return { kind: 'field', field: target.field, message: endWithStop(message) };
}

function endWithStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
