import useSWR, { useSWRConfig } from 'swr';
import { apiGet, apiRequest } from '@/lib/api-client';
import { vendorResponseStatsKey } from '@/shared/api/vendor-response-stats';
import type { VendorLead, VendorLeadList } from '../types';

export const myVendorLeadsKey = '/api/my/vendor-leads';

export function useMyVendorLeads() {
  return useSWR<VendorLeadList, Error>(myVendorLeadsKey, (key: string) => apiGet<VendorLeadList>(key));
}

export type LeadStatusChange = 'booked' | 'declined' | 'open';

/** Reply and status changes: each refreshes the list and the figures couples see on the card. */
export function useLeadActions() {
  const { mutate } = useSWRConfig();
  const refresh = (lead: VendorLead) => {
    void mutate(myVendorLeadsKey);
    void mutate(vendorResponseStatsKey(lead.vendorId));
    return lead;
  };
  return {
    reply: async (leadId: string, message: string) =>
      refresh(await apiRequest<VendorLead>('POST', `/api/vendor-leads/${encodeURIComponent(leadId)}/reply`, { message })),
    changeStatus: async (leadId: string, status: LeadStatusChange) =>
      refresh(await apiRequest<VendorLead>('PATCH', `/api/vendor-leads/${encodeURIComponent(leadId)}`, { status })),
  };
}
