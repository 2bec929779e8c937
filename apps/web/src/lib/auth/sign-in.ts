import { ANONYMOUS_ACCOUNT, type LoginRequest, type UserAccount } from '@parlance/shared';
import { useCallback } from 'react';
import { trackLogin } from '../analytics/tracker';
import { beginSession } from '../api-client';
import { useAppNavigate } from '../navigation';
import { isAnonymous } from './account';
import { accountStore, resetSessionData } from './account-store';
import { type LoginOutcome, login } from './login';
import { homePath } from './session';

/** True for a same-origin path (`/x`, not `//host`), which the router can handle. */
const isAppPath = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');

export interface SignInOptions {
  /** The tenant to land in when the account does not say (just after sign-up). */
  tenantPublicId?: number;
}

/**
 * Signs in and acts on the outcome: ok refreshes the account and goes to /{tenantPublicId}/home; redirect goes
 * to the origin-handler target; error is returned for the form to show. Navigates through the nearest navigation
 * (`lib/navigation.tsx`): the router's, or the sign-in page's own when it was opened first, without the router.
 */
export const useSignIn = (): ((
  credentials: LoginRequest,
  options?: SignInOptions,
) => Promise<LoginOutcome>) => {
  const navigate = useAppNavigate();
  return useCallback(
    async (credentials, options = {}) => {
      const outcome = await login(credentials);
      if (outcome.kind === 'error') return outcome;
      // Whatever was cached, or is still on its way, belonged to the previous session (e.g. another user's tenant).
      beginSession();
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
