import { downloadFile } from '@/lib/download-file';
import type { AnalyticsPeriodKey } from '../types';

export type AnalyticsFileKind = 'pdf' | 'csv';

export const analyticsFileUrl = (venueId: string, kind: AnalyticsFileKind, period: AnalyticsPeriodKey) =>
  `/api/venues/${encodeURIComponent(venueId)}/analytics.${kind}?period=${period}`;

/** The figures as a PDF report or a spreadsheet, saved under the server's name. */
export function downloadAnalyticsFile(venueId: string, kind: AnalyticsFileKind, period: AnalyticsPeriodKey): Promise<string> {
  return downloadFile(analyticsFileUrl(venueId, kind, period), `analytics-${period}.${kind}`);
}
