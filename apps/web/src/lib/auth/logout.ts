import { ANONYMOUS_ACCOUNT } from '@parlance/shared';
import type { QueryClient } from '@tanstack/react-query';
import { trackLogout } from '../analytics/tracker';
import { type ApiClient, apiClient } from '../api-client';
import { clearPrefixedSessionStorage } from '../session-storage';
import { ACCOUNT_QUERY_KEY, sessionHint } from './account';
import { sessionFlags } from './session-flags';

/**
 * Spec section 4, logging out: the analytics logout event, POST /api/logout, then (whatever the server said) set
 * the loggedOut flag, return to the anonymous account, forget every other cached answer and clear the `parlance_`
 * session-storage entries.
 */
export const performLogout = async (
  queryClient: QueryClient,
  client: ApiClient = apiClient,
): Promise<void> => {
  trackLogout();
  try {
    await client.post('/api/logout');
  } catch {
    // The session ends on this side anyway; the server's session expires by itself.
  } finally {
    sessionFlags.setLoggedOut(true);
    sessionHint.set(false);
    await queryClient.cancelQueries({ queryKey: ACCOUNT_QUERY_KEY });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0] });
    queryClient.setQueryData(ACCOUNT_QUERY_KEY, ANONYMOUS_ACCOUNT);
    clearPrefixedSessionStorage();
  }
};
