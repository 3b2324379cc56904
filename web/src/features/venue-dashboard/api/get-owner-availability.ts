import useSWR from 'swr';
import { apiGet } from '../../../lib/api-client';

export interface AvailabilityDay {
  date: string;
  isAvailable: boolean;
  price: string;
}

/** Spelled like the public venue page's key, so both share one cached month. */
export function ownerAvailabilityKey(venueId: string, startDate: string, endDate: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/availability?${new URLSearchParams({ startDate, endDate }).toString()}`;
}

/** Couples' view of the month: a day is closed when booked or held back. */
export function useOwnerAvailability(venueId: string, startDate: string, endDate: string) {
  return useSWR<AvailabilityDay[], Error>(ownerAvailabilityKey(venueId, startDate, endDate), apiGet<AvailabilityDay[]>);
}
