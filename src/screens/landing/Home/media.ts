/** Media-query state as React sees it, kept current when the query's result changes (resize, settings). */
import { useCallback, useSyncExternalStore } from 'react';

// Mobile/desktop is not a media query: it follows the element's own width (src/kit/layout.ts).
/** WCAG 2.3.3 / 2.2.2: users who ask for less motion get no autoplay. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// jsdom and very old webviews have no matchMedia: treat the query as not matching (motion ok).
const mediaList = (query: string): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
