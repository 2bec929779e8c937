import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPage } from './tracker';

/** A page view on every route change (the path, not the query string). */
export const usePageViews = () => {
  const { pathname } = useLocation();
  // Effects may run twice for one render in development; one path change is one page view.
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    trackPage({ path: pathname, url: `${window.location.origin}${pathname}`, title: document.title });
  }, [pathname]);
};
