import { useSyncExternalStore } from 'react';

/**
 * The `loggedOut` flag of spec section 4: true after the user signed out, false again after a successful
 * account refresh. Kept outside React so that non-React code (the account fetch) can reset it.
 */
let loggedOut = false;
const listeners = new Set<() => void>();

export const sessionFlags = {
  isLoggedOut: (): boolean => loggedOut,
  setLoggedOut(value: boolean): void {
    if (loggedOut === value) return;
    loggedOut = value;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useLoggedOut = (): boolean =>
  useSyncExternalStore(sessionFlags.subscribe, sessionFlags.isLoggedOut, sessionFlags.isLoggedOut);
