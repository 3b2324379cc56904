import { ApiError, errorMessage } from '@/lib/api-client';

export interface ApiFailure {
  /** The field the API named (e.g. "details.venueName"). */
  field?: string;
  message: string;
}

/**
 * The API's sentence and, when it names one, the field at fault. An answer without the
 * JSON error body (a proxy's 502 page) gets the fallback rather than raw HTML.
 */
export function apiFailureOf(error: unknown, fallback: string): ApiFailure {
  if (!(error instanceof ApiError)) return { message: errorMessage(error) || fallback };
  if (!error.body) return { message: fallback };
  const message = errorMessage(error) || fallback;
  const named = (error.body as { field?: unknown }).field;
  if (typeof named === 'string') return { field: named, message };
  return { message };
}
