import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { PublicVendor } from '../types';

export function vendorKey(vendorId: string) {
  return `/api/vendors/${encodeURIComponent(vendorId)}`;
}

export function useVendor(vendorId: string) {
  return useSWR<PublicVendor, Error>(vendorId ? vendorKey(vendorId) : null, (key: string) => apiGet<PublicVendor>(key));
}
