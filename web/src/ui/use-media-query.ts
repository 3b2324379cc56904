import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Takes a theme.media value as it is
 * ("@media (min-width: 1024px)") or a bare query ("(min-width: 1024px)").
 */
export function useMediaQuery(media: string): boolean {
  const query = media.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
