import { Outlet } from 'react-router';
import { SessionExpiryBanner } from '../../components/session-expiry-banner';
import { usePageViews } from '../../lib/analytics';

/** Around every page: the session-expiry banner, then the page; each route change is a page view. */
export const RootLayout = () => {
  usePageViews();
  return (
    <>
      <SessionExpiryBanner />
      <Outlet />
    </>
  );
};
