import { useSyncExternalStore } from 'react';

/**
 * Below 900 px the side navigation is a drawer over the page instead of a column beside it. The same width is in
 * the drawer's media queries (`side-nav.css`, `styles.css`), which cannot read a variable.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 899.98px)';

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : undefined;

const subscribe = (onChange: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

const isNarrow = () => mediaQuery()?.matches ?? false;

/** Whether the window is narrow enough for the navigation drawer; follows resizes and rotations. */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
