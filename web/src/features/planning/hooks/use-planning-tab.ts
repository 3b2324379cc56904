import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_TAB, TAB_PARAM, tabFrom, type PlanningTab } from '../utils/planning-tabs';

/**
 * The open tab, read from and written to ?tab=. Each switch is a new history entry, so Back
 * returns to the tab before; the overview keeps a clean address (/planning).
 */
export function usePlanningTab(): [PlanningTab, (tab: PlanningTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get(TAB_PARAM));
  // A click reaches Radix twice (pointer down, then focus) before the address changes: the
  // second ask for the same tab must not push a second history entry.
  const asked = useRef<PlanningTab | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [tab]);

  const open = useCallback(
    (next: PlanningTab) => {
      if (next === (asked.current ?? tab)) return;
      asked.current = next;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      });
    },
    [tab, setParams],
  );
  return [tab, open];
}
