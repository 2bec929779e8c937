import { ANONYMOUS_ACCOUNT, tenantHomePath, type UserAccount } from '@parlance/shared';
import { useSyncExternalStore } from 'react';
import { isAnonymous } from './account';
import { accountStore } from './account-store';
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

/** A tenant's home page (the server draws links to it too). */
export const homePath = tenantHomePath;
