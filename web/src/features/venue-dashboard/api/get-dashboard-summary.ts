import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { DashboardSummary } from '../types';

export function dashboardSummaryKey(venueId: string): string {
  return `/api/venues/${encodeURIComponent(venueId)}/dashboard-summary`;
}

export function useDashboardSummary(venueId: string) {
  return useSWR<DashboardSummary, Error>(dashboardSummaryKey(venueId), apiGet<DashboardSummary>);
}
