import useSWR, { useSWRConfig } from 'swr';
import { apiGet } from '@/lib/api-client';
import { withWeddingScope } from '@/lib/planning-scope';
import type { Guest, GuestStats } from '../types';

const bookingPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}`;

export function guestsKey(bookingId: string) {
  return ['/api/bookings', bookingId, 'guests'] as const;
}

export function guestStatsKey(bookingId: string) {
  return ['/api/bookings', bookingId, 'guests', 'stats'] as const;
}

export function getGuests(bookingId: string): Promise<Guest[]> {
  return apiGet<Guest[]>(`${bookingPath(bookingId)}/guests`);
}

export function getGuestStats(bookingId: string): Promise<GuestStats> {
  return apiGet<GuestStats>(`${bookingPath(bookingId)}/guests/stats`);
}

export function useGuests(bookingId: string) {
  return useSWR<Guest[], Error>(guestsKey(bookingId), () => getGuests(bookingId));
}

export function useGuestStats(bookingId: string) {
  return useSWR<GuestStats, Error>(guestStatsKey(bookingId), () => getGuestStats(bookingId));
}

/** The CSV download; the browser sends the booking's cookie with it like any other call. */
export function guestsCsvUrl(bookingId: string): string {
  return withWeddingScope(`${bookingPath(bookingId)}/guests.csv`);
}

/** After any change: the list and its stats are read again. */
export function useRevalidateGuests(bookingId: string) {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(guestsKey(bookingId)), mutate(guestStatsKey(bookingId))]).then(() => undefined);
}
