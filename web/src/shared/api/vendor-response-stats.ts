import useSWR from 'swr';
import { apiGet, hasErrorCode } from '@/lib/api-client';

/** How a vendor answers its leads, by the venues' rule; null figures mean "too few leads to say". */
export interface VendorResponseStats {
  inquiryCount: number;
  /** Whole percent. */
  responseRate: number | null;
  typicalReplyMinutes: number | null;
}

export function vendorResponseStatsKey(vendorId: string) {
  return ['/api/vendors', vendorId, 'response-stats'] as const;
}

/** An unknown vendor has no figures: null, not an error. */
export async function getVendorResponseStats(vendorId: string): Promise<VendorResponseStats | null> {
  try {
    return await apiGet<VendorResponseStats>(`/api/vendors/${encodeURIComponent(vendorId)}/response-stats`);
  } catch (error) {
    if (hasErrorCode(error, 'VENDOR.NOT_FOUND', 'REQUEST.NOT_FOUND')) return null;
    throw error;
  }
}

export function useVendorResponseStats(vendorId: string | null) {
  return useSWR<VendorResponseStats | null, Error>(vendorId ? vendorResponseStatsKey(vendorId) : null, () => getVendorResponseStats(vendorId!));
}
