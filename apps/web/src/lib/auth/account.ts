import { ANONYMOUS_ACCOUNT, type UserAccount } from '@parlance/shared';
import { type ApiClient, apiClient, isApiError } from '../api-client';
import { sessionFlags } from './session-flags';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

export const isAnonymous = (account: UserAccount | undefined): boolean =>
  !account || account.id === ANONYMOUS_ACCOUNT.id;

/**
 * GET /api/account: the signed-in user's account, or the anonymous account when there is no session (401).
 * A successful refresh clears the loggedOut flag. Other failures (network, 5xx) reject.
 */
export const fetchAccount = async (
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<UserAccount> => {
  try {
    const response = await client.get<UserAccount>('/api/account', signal ? { signal } : {});
    if (response.status !== 200 || typeof response.data !== 'object' || response.data === null) {
      return ANONYMOUS_ACCOUNT;
    }
    sessionFlags.setLoggedOut(false);
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return ANONYMOUS_ACCOUNT;
    throw error;
  }
};

export const accountQueryOptions = {
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAccount(apiClient, signal),
  // The account changes only through sign-in, sign-out, a 401 or an explicit refresh.
  staleTime: Number.POSITIVE_INFINITY,
} as const;
