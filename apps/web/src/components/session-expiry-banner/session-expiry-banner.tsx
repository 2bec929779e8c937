import { MESSAGES } from '@parlance/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fetchAccount, isAnonymous } from '../../lib/auth/account';
import { accountStore } from '../../lib/auth/account-store';
import { useLoggedOut } from '../../lib/auth/session-flags';
import { isPublicPath } from '../../lib/public-paths';

/**
 * Spec section 4: whenever the window gains focus on a non-public page, the account is fetched; if there is
 * none any more (401), a banner asks the user to log in again.
 */
export const SessionExpiryBanner = () => {
  const { pathname } = useLocation();
  const loggedOut = useLoggedOut();
  const [expired, setExpired] = useState(false);
  const publicPage = isPublicPath(pathname);

  useEffect(() => {
    if (publicPage) {
      setExpired(false);
      return undefined;
    }
    let active = true;
    const check = async () => {
      try {
        const account = await fetchAccount();
        if (!active) return;
        if (isAnonymous(account)) {
          setExpired(true);
        } else {
          setExpired(false);
          accountStore.set(account);
        }
      } catch {
        // No answer (network down): nothing is known about the session, so nothing is said.
      }
    };
    const onFocus = () => {
      void check();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      active = false;
      window.removeEventListener('focus', onFocus);
    };
  }, [publicPage]);

  if (!expired || publicPage || loggedOut) return null;
  return (
    <div className="session-expiry-banner" role="alert" data-testid="session-expiry-banner">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{MESSAGES.sessionExpired}</span>
      <Link to="/login" className="session-expiry-banner__link">
        Log in
      </Link>
    </div>
  );
};
