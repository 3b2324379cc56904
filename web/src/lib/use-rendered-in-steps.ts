import { useEffect, useState } from 'react';

/** Set once a list drawn in steps is whole: from then on, lists render whole at once. */
let firstListDrawn = false;

/**
 * How many of `total` items to render: on the first page the app draws, `first` at once, then `step`
 * more in each following task until all are there; on any later page or render, all of them. Preact
 * renders a tree in one go: a dozen venue cards drawn in the same task as the rest of a page that is
 * just starting kept a slow phone from answering a tap for several hundred milliseconds (Lighthouse's
 * TBT); three at a time, each task is a fraction of that. Give the items `memo` so a step draws only
 * the new ones, and mark the list `aria-busy` until it is whole.
 */
export function useRenderedInSteps(total: number, first: number, step: number): number {
  const [rendered, setRendered] = useState(firstListDrawn ? Infinity : first);
  useEffect(() => {
    if (rendered >= total) {
      // Whole: from now on this list (the next page included) and every later one render at once.
      if (total > 0) {
        firstListDrawn = true;
        if (rendered !== Infinity) setRendered(Infinity);
      }
      return;
    }
    // A tab in the background gets its tasks late: draw the rest at once.
    if (document.visibilityState === 'hidden') {
      setRendered(Infinity);
      return;
    }
    const timer = window.setTimeout(() => setRendered((count) => count + step), 0);
    return () => window.clearTimeout(timer);
  }, [rendered, total, step]);
  return Math.min(total, rendered);
}
