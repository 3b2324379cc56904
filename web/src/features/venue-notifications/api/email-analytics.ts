import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { EmailAnalytics } from '../types';

/** The months the Analytics tab shows: this one and the eleven before. */
export const ANALYTICS_MONTHS = 12;

export function emailAnalyticsKey(venueId: string, months = ANALYTICS_MONTHS): string {
  return `/api/venues/${encodeURIComponent(venueId)}/email-analytics?months=${months}`;
}

/** Sent, delivered, failed and opened for the venue's own mails, per template and per month. */
export function useEmailAnalytics(venueId: string, months = ANALYTICS_MONTHS) {
  return useSWR<EmailAnalytics, Error>(emailAnalyticsKey(venueId, months), apiGet<EmailAnalytics>);
}
