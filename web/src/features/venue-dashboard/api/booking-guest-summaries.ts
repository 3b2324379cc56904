import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

/** A booking's guest count and RSVP figures: counts only, the guests themselves stay the couple's. */
export type BookingGuestSummary = components['schemas']['BookingGuestSummaryResponse'];

export function bookingGuestSummariesKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/bookings/guest-summaries`;
}

export function useBookingGuestSummaries(venueId: string) {
  return useSWR<BookingGuestSummary[], Error>(bookingGuestSummariesKey(venueId), apiGet<BookingGuestSummary[]>);
}
