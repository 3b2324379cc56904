import { SESSION_DRAFT_PREFIX } from '@/shared/session-drafts';
import type { CreatedBooking } from '../types';
import { EMPTY_DETAILS, type BookingDetails } from './booking-details';

// The booking page keeps what the couple typed in this tab's sessionStorage, so a reload (or a
// look back at the venue page) loses nothing; once the request is made it keeps the answer, so a
// reload of the confirmation shows the same booking and the same reference.

export interface BookingDraft {
  details: BookingDetails;
  step: 'details' | 'payment';
  /** The API's answer once the request went through. */
  created: CreatedBooking | null;
}

const keyOf = (venueId: string) => `${SESSION_DRAFT_PREFIX}booking-draft:${venueId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): the page works, only without keeping drafts.
    return null;
  }
}

function isDetails(value: unknown): value is BookingDetails {
  if (typeof value !== 'object' || value === null) return false;
  return Object.keys(EMPTY_DETAILS).every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
}

/**
 * Whether this page was reloaded rather than reached anew: the document was reloaded and is still
 * at the address it was loaded at (no move inside the app since).
 */
function isReloadOfThisPage(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && entry.name === window.location.href;
}

/**
 * What to start from: the kept draft, with the request it made only on a reload of that very page
 * (a new visit to book the venue again starts afresh, not on the last confirmation).
 */
export function restoreBookingDraft(venueId: string): BookingDraft | null {
  const draft = readBookingDraft(venueId);
  if (!draft?.created) return draft;
  if (isReloadOfThisPage()) return draft;
  clearBookingDraft(venueId);
  return null;
}

/** The draft kept for this venue, or null when there is none (or it cannot be read). */
export function readBookingDraft(venueId: string): BookingDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(venueId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { details, step, created } = parsed as Record<string, unknown>;
    if (!isDetails(details)) return null;
    const booking = typeof created === 'object' && created !== null && 'reference' in created ? (created as CreatedBooking) : null;
    return { details, step: step === 'payment' ? 'payment' : 'details', created: booking };
  } catch {
    return null;
  }
}

export function saveBookingDraft(venueId: string, draft: BookingDraft): void {
  try {
    storage()?.setItem(keyOf(venueId), JSON.stringify(draft));
  } catch {
    // Full or switched off: nothing to keep, nothing lost but the convenience.
  }
}

export function clearBookingDraft(venueId: string): void {
  try {
    storage()?.removeItem(keyOf(venueId));
  } catch {
    // As above.
  }
}
