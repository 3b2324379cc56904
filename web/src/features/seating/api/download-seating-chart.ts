import { ApiError, type ApiErrorBody } from '@/lib/api-client';
import { weddingScopeHeaders } from '@/lib/planning-scope';
import { seatingChartUrl } from './seating';

const FALLBACK_NAME = 'seating-chart.pdf';

/**
 * Fetches the chart and hands it to the browser as a download, so a refusal becomes a toast
 * instead of a saved file of JSON.
 */
export async function downloadSeatingChart(bookingId: string): Promise<string> {
  const response = await fetch(seatingChartUrl(bookingId), { credentials: 'include', headers: weddingScopeHeaders() });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText, parseBody(text));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Chromium copies the blob when the download starts; a short delay covers slower browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}

function parseBody(text: string): ApiErrorBody | null {
  try {
    const parsed = JSON.parse(text) as ApiErrorBody;
    return typeof parsed?.statusCode === 'number' ? parsed : null;
  } catch {
    return null;
  }
}
