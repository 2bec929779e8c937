import { SESSION_STORAGE_PREFIX } from '@parlance/shared';

/**
 * Session storage under the product prefix (spec section 9: `{product}_`, here `parlance_`). Every key this app
 * writes goes through here, so that logging out can clear them all.
 */
const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
};

export const prefixedKey = (key: string): string => `${SESSION_STORAGE_PREFIX}${key}`;

export const sessionStore = {
  get(key: string): string | null {
    return storage()?.getItem(prefixedKey(key)) ?? null;
  },
  set(key: string, value: string): void {
    try {
      storage()?.setItem(prefixedKey(key), value);
    } catch {
      // quota exceeded or storage disabled: the value is simply not kept
    }
  },
  remove(key: string): void {
    storage()?.removeItem(prefixedKey(key));
  },
  getJson<T>(key: string): T | null {
    const text = sessionStore.get(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    sessionStore.set(key, JSON.stringify(value));
  },
};

/** Removes every session-storage entry whose key starts with the product prefix (spec section 4, logout). */
export const clearPrefixedSessionStorage = (): void => {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(SESSION_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
};
