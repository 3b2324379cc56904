import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// React Router's <ScrollRestoration> needs its data router; this is the same behaviour for the
// declarative one (app/router.tsx): a page opened by a link starts at the top (or at its #hash),
// back/forward and reload return to where the visitor was, keyed by history entry.

const STORAGE_KEY = 'react-router-scroll-positions';
let savedPositions: Record<string, number> = {};

export function ScrollRestoration() {
  const location = useLocation();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      savedPositions[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions));
      } catch {
        // Private mode or a full quota: positions are kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    const resume = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', resume);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    try {
      const stored = sessionStorage.getItem(STORAGE_KEY);
      if (stored) savedPositions = { ...JSON.parse(stored), ...savedPositions };
    } catch {
      // Unreadable storage: nothing to restore.
    }
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = savedPositions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (element) {
          element.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: fall through to the top of the page.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
