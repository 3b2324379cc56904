import { apiRequest } from '@/lib/api-client';
import type { ImportPreview, ImportResult } from '../types';

const importPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/guests/import`;

/** What importing this file would do; nothing is saved. */
export function previewGuestImport(bookingId: string, csv: string): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('POST', `${importPath(bookingId)}/preview`, { csv });
}

/** Saves the rows without errors; duplicates only when asked. */
export function importGuests(bookingId: string, csv: string, includeDuplicates: boolean): Promise<ImportResult> {
  return apiRequest<ImportResult>('POST', importPath(bookingId), { csv, includeDuplicates });
}
