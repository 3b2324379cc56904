import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import { withWeddingScope } from '@/lib/planning-scope';
import type { SaveSeatingBody, Seating } from '../types';

const seatingPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/seating`;

export function seatingKey(bookingId: string) {
  return ['/api/bookings', bookingId, 'seating'] as const;
}

export function getSeating(bookingId: string): Promise<Seating> {
  return apiGet<Seating>(seatingPath(bookingId));
}

export function useSeating(bookingId: string) {
  return useSWR<Seating, Error>(seatingKey(bookingId), () => getSeating(bookingId));
}

/** Replaces the whole plan; the answer is the plan as stored. */
export function saveSeating(bookingId: string, body: SaveSeatingBody): Promise<Seating> {
  return apiRequest<Seating>('PUT', seatingPath(bookingId), body);
}

/** The printable chart with place cards; the browser sends the session cookie with it. */
export function seatingChartUrl(bookingId: string): string {
  return withWeddingScope(`${seatingPath(bookingId)}.pdf`);
}
