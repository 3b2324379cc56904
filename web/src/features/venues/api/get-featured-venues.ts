import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Venue } from '@/types/api';

export const featuredVenuesKey = '/api/venues/featured';

export function getFeaturedVenues(): Promise<Venue[]> {
  return apiGet<Venue[]>(featuredVenuesKey);
}

export function useFeaturedVenues() {
  return useSWR<Venue[], Error>(featuredVenuesKey, getFeaturedVenues);
}
