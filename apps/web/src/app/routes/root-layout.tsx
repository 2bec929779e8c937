import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageViews } from '../../lib/analytics';
import { lazyNamed } from '../../lib/lazy-component';
import { isPublicPath } from '../../lib/public-paths';

/** Only the non-public pages watch for an expired session: the public ones do not load the banner's code. */
const SessionExpiryBanner = lazyNamed(
  () => import('../../components/session-expiry-banner/session-expiry-banner'),
  'SessionExpiryBanner',
);

/** Around every page: the session-expiry banner (not on public pages), then the page; each route change is a page view. */
export const RootLayout = () => {
  usePageViews();
  const { pathname } = useLocation();
  return (
    <>
      {isPublicPath(pathname) ? null : (
        <Suspense fallback={null}>
          <SessionExpiryBanner />
        </Suspense>
      )}
      <Outlet />
    </>
  );
};
