import { ANONYMOUS_ACCOUNT, type LoginRequest, type UserAccount } from '@parlance/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { trackLogin } from '../analytics/tracker';
import { isAnonymous } from './account';
import { accountStore, resetSessionData } from './account-store';
import { type LoginOutcome, login } from './login';
import { performLogout } from './logout';
import { useLoggedOut } from './session-flags';

export type SessionStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface Session {
  /** unknown while the account loads, then authenticated or anonymous (spec section 4). */
  status: SessionStatus;
  /** The account; the anonymous one (id 0) unless authenticated. */
  account: UserAccount;
  loggedOut: boolean;
}

export const useSession = (): Session => {
  const loggedOut = useLoggedOut();
  const { account, failed } = useSyncExternalStore(
    accountStore.subscribe,
    accountStore.get,
    accountStore.get,
  );
  if (account && !isAnonymous(account)) return { status: 'authenticated', account, loggedOut };
  if (account || failed) return { status: 'anonymous', account: ANONYMOUS_ACCOUNT, loggedOut };
  return { status: 'unknown', account: ANONYMOUS_ACCOUNT, loggedOut };
};

/** Fetches the account again (e.g. after signing in) and returns it. */
export const useRefreshAccount = (): (() => Promise<UserAccount>) => accountStore.refresh;

/** Signs out and goes to /login. */
export const useLogout = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await performLogout();
    navigate('/login', { replace: true });
  }, [navigate]);
};

export const homePath = (tenantPublicId: number | string): string => `/${tenantPublicId}/home`;

/** True for a same-origin path (`/x`, not `//host`), which the router can handle. */
const isAppPath = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');

export interface SignInOptions {
  /** The tenant to land in when the account does not say (just after sign-up). */
  tenantPublicId?: number;
}

/**
 * Signs in and acts on the outcome: ok refreshes the account and goes to /{tenantPublicId}/home; redirect goes
 * to the origin-handler target; error is returned for the form to show.
 */
export const useSignIn = (): ((
  credentials: LoginRequest,
  options?: SignInOptions,
) => Promise<LoginOutcome>) => {
  const navigate = useNavigate();
  return useCallback(
    async (credentials, options = {}) => {
      const outcome = await login(credentials);
      if (outcome.kind === 'error') return outcome;
      // Whatever was cached belonged to the previous session (e.g. another user's tenant).
      resetSessionData();
      let account: UserAccount = ANONYMOUS_ACCOUNT;
      try {
        account = await accountStore.refresh();
      } catch {
        // The session cookie is set; pages load the account again when they need it.
      }
      if (!isAnonymous(account)) trackLogin(account);
      if (outcome.kind === 'redirect') {
        if (isAppPath(outcome.to)) navigate(outcome.to, { replace: true });
        else window.location.assign(outcome.to);
        return outcome;
      }
      const tenant = isAnonymous(account) ? options.tenantPublicId : account.tenantPublicId;
      navigate(tenant === undefined ? '/' : homePath(tenant), { replace: true });
      return outcome;
    },
    [navigate],
  );
};
