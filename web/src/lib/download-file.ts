import { ApiError, type ApiErrorBody } from './api-client';
import { weddingScopeHeaders } from './planning-scope';

// Exports (timeline PDF and calendar, budget JSON and CSV, seating chart) are fetched with the
// session cookie and the planned wedding, then handed to the browser as a download: a refusal
// becomes an ApiError for a toast instead of a saved file of JSON.

export interface FetchedFile {
  blob: Blob;
  /** As the server names it in Content-Disposition, else the fallback. */
  fileName: string;
}

export async function fetchFile(url: string, fallbackName: string): Promise<FetchedFile> {
  const response = await fetch(url, { credentials: 'include', headers: weddingScopeHeaders() });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText, errorBodyOf(text));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser's downloads, under its name. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Chromium copies the blob when the download starts; a short delay covers slower browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Fetches and saves in one go; answers the saved file's name. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const file = await fetchFile(url, fallbackName);
  saveFile(file);
  return file.fileName;
}

function errorBodyOf(text: string): ApiErrorBody | null {
  try {
    const body = JSON.parse(text) as ApiErrorBody;
    return typeof body?.statusCode === 'number' ? body : null;
  } catch {
    return null;
  }
}
