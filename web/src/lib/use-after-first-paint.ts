import { useEffect, useState } from 'react';

/** Set once a page has drawn its deferred part: from then on, pages render whole at once. */
let firstPageDrawn = false;

/**
 * False on the first page's first render, true once the browser has painted it; always true after
 * that. The home page draws its hero first and everything below the fold in the next render, a task
 * of its own: the first paint (Lighthouse's LCP, the hero's heading) waits neither for the featured
 * venues' request nor for the fonts and pictures further down, and the page is two shorter tasks.
 * Later visits render whole, so back/forward finds the page's height for its scroll position.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPageDrawn);
  useEffect(() => {
    if (painted) return;
    const draw = () => {
      firstPageDrawn = true;
      setPainted(true);
    };
    // A page opened in a background tab gets no animation frames until shown: it draws at once.
    if (document.visibilityState === 'hidden') {
      draw();
      return;
    }
    let timer = 0;
    // The frame callback runs just before the paint; the timeout just after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(draw, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
