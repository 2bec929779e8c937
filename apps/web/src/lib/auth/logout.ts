import { ANONYMOUS_ACCOUNT } from '@parlance/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { trackLogout } from '../analytics/tracker';
import { typedApi } from '../api';
import { type ApiClient, apiClient } from '../api-client';
import { clearPrefixedSessionStorage } from '../session-storage';
import { sessionHint } from './account';
import { accountStore, resetSessionData } from './account-store';
import { sessionFlags } from './session-flags';

/**
 * Spec section 4, logging out: the analytics logout event, POST /api/logout, then (whatever the server said) set
 * the loggedOut flag, return to the anonymous account (an account read still under way is dropped), forget every
 * cached answer and clear the `parlance_` session-storage entries.
 */
export const performLogout = async (client: ApiClient = apiClient): Promise<void> => {
  trackLogout();
  try {
    await typedApi(client).post('/api/logout', {});
  } catch {
    // The session ends on this side anyway; the server's session expires by itself.
  } finally {
    sessionFlags.setLoggedOut(true);
    sessionHint.set(false);
    accountStore.set(ANONYMOUS_ACCOUNT);
    resetSessionData();
    clearPrefixedSessionStorage();
  }
};

/** Signs out and goes to /login. */
export const useLogout = (): (() => Promise<void>) => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await performLogout();
    navigate('/login', { replace: true });
  }, [navigate]);
};
