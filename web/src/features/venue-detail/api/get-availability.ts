import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';
import type { AvailabilityDay } from '../types';

/** One month of days: startDate and endDate are its first and last day (spec). */
export function availabilityKey(venueId: string, startDate: string, endDate: string): string {
  const query = new URLSearchParams({ startDate, endDate });
  return `/api/venues/${encodeURIComponent(venueId)}/availability?${query.toString()}`;
}

export function getAvailability(key: string): Promise<AvailabilityDay[]> {
  return apiGet<AvailabilityDay[]>(key);
}

export function useAvailability(venueId: string, startDate: string, endDate: string) {
  return useSWR<AvailabilityDay[], Error>(availabilityKey(venueId, startDate, endDate), getAvailability);
}
