import { sessionStore } from './session-storage';

/**
 * The welcome walk-through after sign-up: the sign-up page marks the new tenant, and its home shows the steps
 * once to that tenant's admin. Kept in the prefixed session storage (`parlance_welcome`), so it stays in this tab
 * and logging out forgets it.
 */
const KEY = 'welcome';

export const welcomeFlag = {
  mark(tenantPublicId: number): void {
    sessionStore.set(KEY, String(tenantPublicId));
  },
  /** Whether the walk-through is due for this tenant. */
  isPending(tenantPublicId: number): boolean {
    return sessionStore.get(KEY) === String(tenantPublicId);
  },
  clear(): void {
    sessionStore.remove(KEY);
  },
};
