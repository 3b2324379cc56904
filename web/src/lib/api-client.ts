import { isErrorCode, type ErrorCode } from '@domain/shared/error-codes';
import { weddingScopeHeaders } from './planning-scope';

// The one fetcher of the web app. Every call sends the session cookie; a non-OK answer
// becomes an ApiError whose message is "<status>: <body text or status text>" (for logs: people
// read errorMessage()). Pages decide what a failure means by its code (BOOKING.DATE_TAKEN),
// never by the status or the wording.

export type { ErrorCode };

/** The JSON error body every API error carries. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  /** What went wrong, as sent; ApiError.code is the checked one to decide on. */
  code?: string;
  message: string | string[];
  /** The input field at fault, when one is. */
  field?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, when the server sent one. */
  readonly body: ApiErrorBody | null;
  /** The body's code; null when there was no body (a proxy's error page) or a code this build does not know. */
  readonly code: ErrorCode | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = isErrorCode(body?.code) ? body.code : null;
  }
}

/** Whether the error is the API's answer with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

/** The input field the API names as at fault, if any. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.field : undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every write carries this header. A page on another site cannot set it without the server's
 * CORS consent, so a forged form or cross-site request cannot ride on the user's cookies.
 */
export const CSRF_HEADER = { 'X-HCW-CSRF': '1' } as const;

function requestHeaders(method: HttpMethod, hasBody: boolean): Record<string, string> | undefined {
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : CSRF_HEADER),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    // The wedding a collaborator chose to plan (none: the account's own).
    ...weddingScopeHeaders(),
  };
  return Object.keys(headers).length ? headers : undefined;
}

export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, url, body)).data;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** Like apiRequest, for the calls whose answer also lives in headers (X-Total-Count). */
export async function apiRequestWithHeaders<T>(method: HttpMethod, url: string, body?: unknown): Promise<ApiResponse<T>> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: requestHeaders(method, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return { data: await readBody<T>(response), headers: response.headers };
}

/**
 * POST one file as multipart/form-data (the calls the JSON client cannot make: picture uploads),
 * in the form field the route names; failures are the client's ApiError like any other call.
 */
export async function apiUpload<T>(url: string, file: Blob, field = 'file'): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { ...CSRF_HEADER, ...weddingScopeHeaders() }, body: form });
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}

export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}

/** For any failure on the server's side: its own words ("Internal server error") help nobody. */
export const SERVER_TROUBLE_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** A field the input gate refused for a pasted NUL or another invisible character. */
export const HIDDEN_CHARACTER_MESSAGE = 'This holds an invisible control character, often left by copying and pasting. Please type it again.';

/**
 * A user-facing sentence for any error thrown by the client: the API's sentence for a refusal
 * (4xx with its JSON body), a kind one for the server's own trouble (5xx, or an answer that is
 * not ours such as a proxy's page), never "500: ..." or raw HTML.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500 || !error.body) return SERVER_TROUBLE_MESSAGE;
    if (error.code === 'REQUEST.CONTROL_CHARACTER' || error.code === 'REQUEST.MALFORMED_TEXT') return HIDDEN_CHARACTER_MESSAGE;
    const { message } = error.body;
    return Array.isArray(message) ? message.join(' ') : message;
  }
  if (error instanceof TypeError) return 'The server could not be reached. Check your connection and try again.';
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, text || response.statusText, parseErrorBody(text));
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.statusCode === 'number' && 'message' in candidate;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
