import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { VenueInquiry } from '../types';

export function venueInquiriesKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/inquiries`;
}

export function useVenueInquiries(venueId: string) {
  return useSWR<VenueInquiry[], Error>(venueInquiriesKey(venueId), apiGet<VenueInquiry[]>);
}
