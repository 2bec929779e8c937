import { Outlet } from 'react-router';
import { SessionExpiryBanner } from '../../components/session-expiry-banner';

/** Around every page: the session-expiry banner, then the page. */
export const RootLayout = () => (
  <>
    <SessionExpiryBanner />
    <Outlet />
  </>
);
