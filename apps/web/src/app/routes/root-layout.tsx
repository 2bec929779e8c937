import { Suspense, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePageViews } from '../../lib/analytics';
import { lazyNamed } from '../../lib/lazy-component';
import { type Navigation, NavigationProvider } from '../../lib/navigation';
import { isPublicPath } from '../../lib/public-paths';

/** Only the non-public pages watch for an expired session: the public ones do not load the banner's code. */
const SessionExpiryBanner = lazyNamed(
  () => import('../../components/session-expiry-banner/session-expiry-banner'),
  'SessionExpiryBanner',
);

/**
 * Around every page: the session-expiry banner (not on public pages), then the page; each route change is a page
 * view. The router-free pieces (the sign-in page, the public layout, the sign-in call) navigate with the router.
 */
export const RootLayout = () => {
  usePageViews();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ navigate: (to, options) => void navigate(to, options) }),
    [navigate],
  );
  return (
    <NavigationProvider value={navigation}>
      {isPublicPath(pathname) ? null : (
        <Suspense fallback={null}>
          <SessionExpiryBanner />
        </Suspense>
      )}
      <Outlet />
    </NavigationProvider>
  );
};
