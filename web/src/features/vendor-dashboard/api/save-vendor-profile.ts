import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { VendorProfile, VendorProfilePayload } from '../types';
import { myVendorProfileKey } from './get-my-vendor-profile';

/** Creates the profile on the first save, replaces it afterwards. */
export function saveVendorProfile(payload: VendorProfilePayload): Promise<VendorProfile> {
  return apiRequest<VendorProfile>('PUT', myVendorProfileKey, payload);
}

/** Venue pages' vendor lists ("/api/vendors?..."): a save may add, change or hide this vendor there. */
const isVendorListKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/vendors?');

export function useSaveVendorProfile() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<VendorProfile, Error, string, VendorProfilePayload>(
    myVendorProfileKey,
    (_key, { arg }) => saveVendorProfile(arg),
    {
      throwOnError: true,
      populateCache: true,
      revalidate: false,
      onSuccess: () => void mutate(isVendorListKey, undefined, { revalidate: true }),
    },
  );
}
