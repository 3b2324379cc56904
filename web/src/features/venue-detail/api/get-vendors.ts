import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { Vendor, VendorCategory } from '../types';

/** Vendors serving the venue's town; no category means every category (spec). */
export function vendorsKey(city: string, category: VendorCategory | null): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  query.set('location', city);
  return `/api/vendors?${query.toString()}`;
}

export function getVendors(key: string): Promise<Vendor[]> {
  return apiGet<Vendor[]>(key);
}

export function useVendors(city: string, category: VendorCategory | null) {
  return useSWR<Vendor[], Error>(vendorsKey(city, category), getVendors);
}
