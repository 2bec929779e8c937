import { ANONYMOUS_ACCOUNT, type UserAccount } from '@parlance/shared';
import { typedApi } from '../api';
import { type ApiClient, apiClient, isApiError } from '../api-client';
import { isPublicPath } from '../public-paths';
import { sessionFlags } from './session-flags';

export const isAnonymous = (account: UserAccount | undefined): boolean =>
  !account || account.id === ANONYMOUS_ACCOUNT.id;

/**
 * Whether this browser may hold a session: set whenever the account is read, cleared when it is gone (401) and on
 * logout. Kept in local storage, as the session cookie is shared by every tab; it is a hint, never a credential.
 */
const SESSION_HINT_KEY = 'parlance_session_hint';

export const sessionHint = {
  get(): boolean {
    try {
      return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return true; // storage disabled: ask the server, as before
    }
  },
  set(present: boolean): void {
    try {
      if (present) window.localStorage.setItem(SESSION_HINT_KEY, '1');
      else window.localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // storage disabled: nothing to keep
    }
  },
};

/**
 * GET /api/account: the signed-in user's account, or the anonymous account when there is no session (401).
 * A successful refresh clears the loggedOut flag. Other failures (network, 5xx) reject.
 */
export const fetchAccount = async (
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<UserAccount> => {
  try {
    const response = await typedApi(client).get('/api/account', {}, signal ? { signal } : {});
    if (response.status !== 200 || typeof response.data !== 'object' || response.data === null) {
      sessionHint.set(false);
      return ANONYMOUS_ACCOUNT;
    }
    sessionFlags.setLoggedOut(false);
    sessionHint.set(true);
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      sessionHint.set(false);
      return ANONYMOUS_ACCOUNT;
    }
    throw error;
  }
};

/**
 * The account a page starts from. On a public page (sign-in, sign-up, password reset) of a browser that has not
 * been signed in since its last sign-out or expiry, there is no session to find: the anonymous account is
 * answered without asking the server, whose 401 would only be noise. Elsewhere, and whenever the hint says a
 * session may exist (so that an already signed-in user is sent home), the server is asked.
 */
export const loadAccount = (signal?: AbortSignal): Promise<UserAccount> =>
  isPublicPath(window.location.pathname) && !sessionHint.get()
    ? Promise.resolve(ANONYMOUS_ACCOUNT)
    : fetchAccount(apiClient, signal);
