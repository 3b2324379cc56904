import { ApiError, errorMessage } from '@/lib/api-client';

/** A 400 that names its field goes next to that field; anything else is a general message. */
export function splitApiError<F extends string>(error: unknown, fields: readonly F[]): { field: F | null; message: string } {
  const message = errorMessage(error);
  const field = error instanceof ApiError ? error.body?.field : undefined;
  return { field: field && (fields as readonly string[]).includes(field) ? (field as F) : null, message };
}
