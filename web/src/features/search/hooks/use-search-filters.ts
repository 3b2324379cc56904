import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, type SearchFilters } from '../utils/search-filters';

/**
 * The filters, kept in step with the query string so a search can be shared or reloaded.
 *
 * The page holds them in state and writes them to the URL after each change, replacing
 * the history entry (refining a search should not make Back step through every
 * keystroke). The router applies URL changes in a transition, so reading the filters
 * back from the URL would make a ticked box flicker and let two quick changes overwrite
 * each other; the URL is read only on arrival and when something else changes it (Back,
 * a link).
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setFiltersState] = useState<SearchFilters>(() => filtersFromParams(params));
  const written = useRef(params.toString());
  const changedHere = useRef(false);
  const paramsRef = useRef(params);

  useEffect(() => {
    paramsRef.current = params;
    const search = params.toString();
    if (search === written.current) return;
    written.current = search;
    changedHere.current = false;
    setFiltersState(filtersFromParams(params));
  }, [params]);

  useEffect(() => {
    if (!changedHere.current) return;
    const next = filtersToParams(filters, paramsRef.current);
    if (next.toString() === written.current) return;
    written.current = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
  }, [filters, setParams]);

  const setFilters = useCallback((update: (current: SearchFilters) => SearchFilters) => {
    changedHere.current = true;
    setFiltersState(update);
  }, []);

  return { filters, setFilters };
}
