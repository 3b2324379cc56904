import type { SWRConfiguration } from 'swr';
import { apiGet, hasErrorCode } from './api-client';

/** A key is a path or its segments: ['/api/venues', id] reads GET /api/venues/{id}. */
export type QueryKey = string | readonly (string | number)[];

export function keyToPath(key: QueryKey): string {
  return typeof key === 'string' ? key : key.map(String).join('/');
}

export function defaultFetcher<T>(key: QueryKey): Promise<T> {
  return apiGet<T>(keyToPath(key));
}

/** For reads where "not signed in" is an answer rather than a failure. */
export async function fetcherReturningNullOn401<T>(key: QueryKey): Promise<T | null> {
  try {
    return await defaultFetcher<T>(key);
  } catch (error) {
    if (hasErrorCode(error, 'AUTH.SIGN_IN_REQUIRED')) return null;
    throw error;
  }
}

// The spec's data defaults: no automatic retry, no refetch on focus or reconnect, no
// polling, and data that never goes stale (it is refreshed only by explicit mutate()).
export const swrConfig: SWRConfiguration = {
  fetcher: defaultFetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  dedupingInterval: 2_000,
};
