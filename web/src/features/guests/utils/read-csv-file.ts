import { CSV_MAX_BYTES } from '@domain/guests/guest';

/** The largest file read in the browser: the server's own limit. */
export const MAX_CSV_BYTES = CSV_MAX_BYTES;

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', '']);

export type CsvFileResult = { ok: true; text: string } | { ok: false; message: string };

/** A chosen file's text, or why it will not do. */
export async function readCsvFile(file: File): Promise<CsvFileResult> {
  if (file.size === 0) return { ok: false, message: 'That file is empty.' };
  if (file.size > MAX_CSV_BYTES) return { ok: false, message: 'That file is larger than 1 MB. A guest list as CSV is usually far smaller: is it the right file?' };
  if (!CSV_TYPES.has(file.type) && !/\.(csv|txt)$/i.test(file.name)) {
    return { ok: false, message: 'Choose a CSV file (in Excel, Numbers or Google Sheets: File, then Save as or Download as CSV).' };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: 'The file could not be read. Try choosing it again.' };
  }
}
