import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';

function blockedPath(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/blocked-dates`;
}

export function blockedDatesKey(venueId: string, startDate: string, endDate: string): string {
  return `${blockedPath(venueId)}?${new URLSearchParams({ startDate, endDate }).toString()}`;
}

/** The days the owner holds back in the range, as "YYYY-MM-DD". */
export function useBlockedDates(venueId: string, startDate: string, endDate: string) {
  return useSWR<string[], Error>(blockedDatesKey(venueId, startDate, endDate), apiGet<string[]>);
}

/** 409 when a booking already holds the day; 400 for a past day. */
export function blockDate(venueId: string, date: string): Promise<void> {
  return apiRequest<void>('PUT', `${blockedPath(venueId)}/${date}`);
}

export function unblockDate(venueId: string, date: string): Promise<void> {
  return apiRequest<void>('DELETE', `${blockedPath(venueId)}/${date}`);
}
