import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, type SearchFilters } from '../utils/search-filters';

/**
 * The filters, read from and written to the query string. Changes replace the history
 * entry: refining a search should not make Back step through every keystroke.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const setFilters = useCallback(
    (update: (current: SearchFilters) => SearchFilters) => {
      setParams((current) => filtersToParams(update(filtersFromParams(current)), current), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return { filters, setFilters };
}
