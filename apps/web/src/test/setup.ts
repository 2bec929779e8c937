import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionFlags } from '../lib/auth/session-flags';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: tests reset the XSRF cookie they set
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionFlags.setLoggedOut(false);
});
