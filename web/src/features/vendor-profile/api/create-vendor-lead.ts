import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { CreatedVendorLead, VendorLeadPayload } from '../types';

export function createVendorLead(vendorId: string, payload: VendorLeadPayload): Promise<CreatedVendorLead> {
  return apiRequest<CreatedVendorLead>('POST', `/api/vendors/${encodeURIComponent(vendorId)}/leads`, payload);
}

export function useCreateVendorLead(vendorId: string) {
  return useSWRMutation<CreatedVendorLead, Error, string, VendorLeadPayload>(
    `/api/vendors/${vendorId}/leads`,
    (_key, { arg }) => createVendorLead(vendorId, arg),
    { throwOnError: true },
  );
}
