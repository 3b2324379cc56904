// The one fetcher of the web app. Every call sends the session cookie; a non-OK answer
// becomes an ApiError whose message is "<status>: <body text or status text>".

/** The JSON error body every API error carries. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  /** The input field at fault, on a 400. */
  field?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The parsed `{ statusCode, error, message }` body, when the server sent one. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
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

export function apiGet<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}

/** A user-facing sentence for any error thrown by the client. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body) {
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
