import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import { responseStatsKey } from './get-response-stats';

export interface InquiryPayload {
  venueId: string;
  coupleName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD or null. */
  weddingDate: string | null;
  guestCount: number | null;
  message: string;
  /** Honeypot: people leave it empty, bots fill it. */
  website: string;
}

export interface CreatedInquiry {
  id: string;
  venueId: string;
  status: string;
  createdAt: string;
}

export const inquiriesKey = '/api/inquiries';

/** The spec's cache key of a venue's inquiries list, refreshed after a send. */
export function venueInquiriesKey(venueId: string) {
  return ['/api/venues', venueId, 'inquiries'] as const;
}

export function createInquiry(payload: InquiryPayload): Promise<CreatedInquiry> {
  return apiRequest<CreatedInquiry>('POST', inquiriesKey, payload);
}

export function useCreateInquiry() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<CreatedInquiry, Error, string, InquiryPayload>(
    inquiriesKey,
    (_key, { arg }) => createInquiry(arg),
    {
      throwOnError: true,
      onSuccess: (created) => {
        void mutate(venueInquiriesKey(created.venueId));
        void mutate(responseStatsKey(created.venueId));
      },
    },
  );
}
