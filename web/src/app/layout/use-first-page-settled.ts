import { useEffect, useState, type RefObject } from 'react';

/** Quiet time after the last change to the page before it counts as settled. */
const QUIET_MS = 150;
/** However slow the first page, the footer shows after this long. */
const LIMIT_MS = 3_000;
const LOADING = '[aria-busy="true"], [data-page-loading]';

/**
 * False until the first page has rendered its content: its code has loaded (no PageLoading), nothing in
 * it is marked aria-busy (its skeletons have been replaced), and it has not changed for a moment. The
 * footer waits for it, so it appears once below the page instead of appearing under a spinner and being
 * pushed down the screen as the page loads (Lighthouse measured that late shift as CLS 0.3-0.4). Only
 * the first page waits: later pages change under a footer the visitor has already seen.
 */
export function useFirstPageSettled(mainRef: RefObject<HTMLElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const main = mainRef.current;
    if (!main || settled) return;
    let quiet = 0;
    const settle = () => setSettled(true);
    const check = () => {
      window.clearTimeout(quiet);
      const ready = main.childElementCount > 0 && main.querySelector(LOADING) === null;
      if (ready) quiet = window.setTimeout(settle, QUIET_MS);
    };
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    const limit = window.setTimeout(settle, LIMIT_MS);
    check();
    return () => {
      observer.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(limit);
    };
  }, [mainRef, settled]);
  return settled;
}
