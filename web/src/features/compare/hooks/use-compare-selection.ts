import { useCallback, useEffect, useRef, useState } from 'react';
import type { Venue } from '@/types/api';
import { COMPARE_LIMIT, readComparedVenues, writeComparedVenues } from '../utils/compare-storage';

/**
 * The venues chosen for comparison, 0 to 3. The choice is kept in local storage as it
 * changes, so Compare Selected finds it there and coming back from /compare keeps it.
 */
export function useCompareSelection() {
  const [venues, setVenues] = useState<Venue[]>(() => readComparedVenues() ?? []);
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) writeComparedVenues(venues);
  }, [venues]);

  const save = useCallback((update: (current: Venue[]) => Venue[]) => {
    changed.current = true;
    setVenues(update);
  }, []);

  const isSelected = useCallback((id: string) => venues.some((venue) => venue.id === id), [venues]);

  const toggle = useCallback(
    (venue: Venue) =>
      save((current) => {
        if (current.some((entry) => entry.id === venue.id)) return current.filter((entry) => entry.id !== venue.id);
        return current.length >= COMPARE_LIMIT ? current : [...current, venue];
      }),
    [save],
  );

  const remove = useCallback((id: string) => save((current) => current.filter((venue) => venue.id !== id)), [save]);
  const clear = useCallback(() => save(() => []), [save]);

  /** Spec: a full page load to /compare once the choice is stored. */
  const openComparison = useCallback(() => {
    writeComparedVenues(venues);
    window.location.assign('/compare');
  }, [venues]);

  return { venues, isSelected, isFull: venues.length >= COMPARE_LIMIT, toggle, remove, clear, openComparison };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
