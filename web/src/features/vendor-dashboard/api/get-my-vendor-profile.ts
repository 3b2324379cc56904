import useSWR from 'swr';
import { apiGet, hasErrorCode } from '@/lib/api-client';
import type { VendorProfile } from '../types';

export const myVendorProfileKey = '/api/my/vendor-profile';

/** The vendor's profile, or null while it has none (the API answers 404 until the first save). */
export async function getMyVendorProfile(key: string): Promise<VendorProfile | null> {
  try {
    return await apiGet<VendorProfile>(key);
  } catch (error) {
    if (hasErrorCode(error, 'VENDOR.PROFILE_NOT_FOUND')) return null;
    throw error;
  }
}

/** Reads only when `enabled` (a signed-in vendor): anyone else would get 401 or 403. */
export function useMyVendorProfile(enabled: boolean) {
  return useSWR<VendorProfile | null, Error>(enabled ? myVendorProfileKey : null, getMyVendorProfile);
}
