import { ApiError, CSRF_HEADER, type ApiErrorBody } from '@/lib/api-client';
import { weddingScopeHeaders } from '@/lib/planning-scope';
import type { UploadedImage } from '../types';
import { moodboardPath } from './moodboard';

function errorBodyOf(text: string): ApiErrorBody | null {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody> | null;
    return parsed && typeof parsed.statusCode === 'number' && 'message' in parsed ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads a picture for the board as multipart/form-data (the one call the JSON client cannot
 * make); the answer's url goes in an image item's content. Failures are the client's ApiError.
 */
export async function uploadMoodboardImage(file: File, bookingId?: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${moodboardPath(bookingId)}/images`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...CSRF_HEADER, ...weddingScopeHeaders() },
    body: form,
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, errorBodyOf(text));
  return JSON.parse(text) as UploadedImage;
}
