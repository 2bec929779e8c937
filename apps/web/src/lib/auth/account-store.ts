import { ANONYMOUS_ACCOUNT, type UserAccount } from '@parlance/shared';
import { isWorthRetrying, onUnauthorized } from '../api-client';
import { fetchAccount, loadAccount } from './account';

/** The account as last known: undefined until the first answer; `failed` when that load got no usable answer. */
export interface AccountSnapshot {
  readonly account: UserAccount | undefined;
  readonly failed: boolean;
}

/** A failed first load is tried once more after this long, as the app's queries are. */
export const ACCOUNT_RETRY_DELAY_MS = 1000;

const INITIAL: AccountSnapshot = { account: undefined, failed: false };

let snapshot: AccountSnapshot = INITIAL;
/** True until the account is loaded, and again once it is invalidated while nobody watches it. */
let stale = true;
/** Bumped by every load and every change: an answer lands only if nothing newer happened meanwhile. */
let version = 0;
let loading: Promise<UserAccount> | undefined;
const listeners = new Set<() => void>();
const resetListeners = new Set<() => void>();

const publish = (next: AccountSnapshot) => {
  snapshot = next;
  for (const listener of [...listeners]) listener();
};

const retryOnce = async (load: () => Promise<UserAccount>): Promise<UserAccount> => {
  try {
    return await load();
  } catch (error) {
    if (!isWorthRetrying(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_RETRY_DELAY_MS));
    return load();
  }
};

const run = (load: () => Promise<UserAccount>): Promise<UserAccount> => {
  const mine = ++version;
  const promise = load().then(
    (account) => {
      if (version === mine) {
        stale = false;
        publish({ account, failed: false });
      }
      return account;
    },
    (error: unknown) => {
      if (version === mine) {
        stale = false;
        publish({ account: snapshot.account, failed: true });
      }
      throw error;
    },
  );
  loading = promise;
  void promise
    .finally(() => {
      if (loading === promise) loading = undefined;
    })
    .catch(() => undefined);
  return promise;
};

const set = (account: UserAccount): void => {
  version += 1;
  stale = false;
  loading = undefined;
  if (snapshot.account !== account || snapshot.failed) publish({ account, failed: false });
};

/**
 * The signed-in user's account (spec section 4), kept outside React and outside the query cache, so that the
 * entry chunk and the public pages need no data-fetching library. Loaded when a component first watches it
 * (`loadAccount`: the public pages of a browser without a session hint skip the call); a failed load is tried once
 * more when there was no answer or the server failed. Any 401 answer of any client makes it anonymous.
 */
export const accountStore = {
  get: (): AccountSnapshot => snapshot,

  /** Watches the account; the first watcher starts the first load. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (stale && !loading) void run(() => retryOnce(loadAccount)).catch(() => undefined);
    return () => {
      listeners.delete(listener);
    };
  },

  set,

  /** Reads the account from the server again (after sign-in or a password change); rejects without an answer. */
  refresh: (): Promise<UserAccount> => run(() => fetchAccount()),

  /**
   * The account may have changed on the server (e.g. the roles the user holds): read again now when a page shows
   * it, else on its next use. Never rejects.
   */
  invalidate(): Promise<void> {
    if (listeners.size === 0) {
      stale = true;
      return Promise.resolve();
    }
    return run(() => fetchAccount()).then(
      () => undefined,
      () => undefined,
    );
  },

  /** Tests: back to "not loaded yet". */
  resetForTests(): void {
    version += 1;
    stale = true;
    loading = undefined;
    snapshot = INITIAL;
  },
};

onUnauthorized(() => set(ANONYMOUS_ACCOUNT));

/**
 * Cached answers of the signed-in pages (the query cache, loaded with them) register here; signing in and signing
 * out forget them, since they belong to the previous session. Returns an unsubscribe function.
 */
export const onSessionDataReset = (listener: () => void): (() => void) => {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
};

export const resetSessionData = (): void => {
  for (const listener of [...resetListeners]) listener();
};
