import { downloadFile } from '@/lib/download-file';
import { seatingChartUrl } from './seating';

const FALLBACK_NAME = 'seating-chart.pdf';

/** The seating chart and place cards as a PDF, saved under the server's name. */
export function downloadSeatingChart(bookingId: string): Promise<string> {
  return downloadFile(seatingChartUrl(bookingId), FALLBACK_NAME);
}
