import useSWR from 'swr';
import { apiGet, hasErrorCode } from '@/lib/api-client';

/** How a venue answers its inquiries; null figures mean "too few inquiries to say". */
export interface ResponseStats {
  inquiryCount: number;
  /** Whole percent. */
  responseRate: number | null;
  typicalReplyMinutes: number | null;
}

export function responseStatsKey(venueId: string) {
  return ['/api/venues', venueId, 'response-stats'] as const;
}

/** A venue without figures (or a server without the endpoint) answers null, not an error. */
export async function getResponseStats(venueId: string): Promise<ResponseStats | null> {
  try {
    return await apiGet<ResponseStats>(`/api/venues/${encodeURIComponent(venueId)}/response-stats`);
  } catch (error) {
    if (hasErrorCode(error, 'VENUE.NOT_FOUND', 'REQUEST.NOT_FOUND')) return null;
    throw error;
  }
}

export function useResponseStats(venueId: string) {
  return useSWR<ResponseStats | null, Error>(responseStatsKey(venueId), () => getResponseStats(venueId));
}
