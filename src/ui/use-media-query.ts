import { useCallback, useSyncExternalStore } from 'react';

const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query.replace(/^@media ?/, ''))
    : null;

/**
 * Whether a media query (a CSS one, or `theme.breakpoints.up('md')`) matches now, following its changes. What the
 * shell needs of MUI's useMediaQuery, without its weight on every admin page. False where the browser cannot tell.
 */
export function useMediaQueryMatches(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
