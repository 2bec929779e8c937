import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from '../lib/api-client';
import { onSessionDataReset } from '../lib/auth/account-store';

/** Retry once, and only when there was no answer or the server failed (never on 4xx). */
const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isWorthRetrying(error);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

let appQueryClient: QueryClient | undefined;
let stopResetting: (() => void) | undefined;

/**
 * The query cache of the signed-in pages, created when the first of them is opened (TanStack Query is not part of
 * the entry chunk). Every answer in it belongs to the session: signing in or out empties it.
 */
export const getAppQueryClient = (): QueryClient => {
  if (!appQueryClient) {
    const client = createQueryClient();
    stopResetting = onSessionDataReset(() => client.removeQueries());
    appQueryClient = client;
  }
  return appQueryClient;
};

/** Tests: forget the cache, so that the next test starts from an empty one. */
export const resetAppQueryClientForTests = (): void => {
  stopResetting?.();
  appQueryClient?.clear();
  appQueryClient = undefined;
};
