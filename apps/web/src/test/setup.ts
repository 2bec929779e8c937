import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppQueryClientForTests } from '../app/query-client';
import { loadToastHosts } from '../components/toast/toast-provider';
import { beginSession } from '../lib/api-client';
import { accountStore } from '../lib/auth/account-store';
import { sessionFlags } from '../lib/auth/session-flags';
import { resetFirstPaintForTests } from '../lib/first-paint';

// Pages load their route and dialog chunks with import(), which the test runner transforms on first use: on a
// busy machine, and with a cold transform cache, that alone can take seconds longer than the library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: tests reset the XSRF cookie they set
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionFlags.setLoggedOut(false);
  accountStore.resetForTests();
  // A request an earlier test left in flight belongs to a session that is over: its late 401 must not sign the
  // next test's page out before that page has asked for its own account.
  beginSession();
  resetFirstPaintForTests();
  resetAppQueryClientForTests();
});

// Toast hosts load on first use in the app; tests have them at once, so that a toast shows in the same tick.
await loadToastHosts();

afterEach(() => {
  window.history.replaceState(null, '', '/');
});
