import { ANALYTICS_EVENTS, type SegmentDetails, type UserAccount } from '@parlance/shared';
import { api } from '../api';
import { accessibleName } from './accessible-name';
import type { AnalyticsConfig, PageProperties, Tracker } from './tracker-types';

export type { AnalyticsConfig, PageProperties, Tracker } from './tracker-types';

type State = 'idle' | 'starting' | 'on' | 'off';
/** A call on the tracker, as plain data: calls made before the library is ready may outlive the page. */
interface Call {
  method: keyof Tracker;
  args: unknown[];
}
const METHODS: readonly string[] = ['page', 'track', 'identify', 'reset'] satisfies (keyof Tracker)[];

/** Calls made before the library is ready wait here (bounded, in case it never is). */
const MAX_PENDING = 100;
/**
 * Where the calls still waiting when the page goes away (a reload, a link to another page of the app) are kept,
 * for the same tab's next page to send. Closing the tab before the library started loses them.
 */
export const PENDING_CALLS_KEY = 'parlance.analytics.pending';

let state: State = 'idle';
let tracker: Tracker | null = null;
let pending: Call[] = [];
let removeListeners: (() => void) | null = null;

const run = (call: Call) => {
  if (state === 'off') return;
  if (tracker) {
    try {
      (tracker[call.method] as (...args: unknown[]) => void)(...call.args);
    } catch (error) {
      console.warn('Analytics: an event could not be sent.', error);
    }
    return;
  }
  if (pending.length < MAX_PENDING) pending.push(call);
};

const isCall = (value: unknown): value is Call => {
  const { method, args } = (value ?? {}) as Partial<Call>;
  return typeof method === 'string' && METHODS.includes(method) && Array.isArray(args);
};

/** The calls an earlier page of this tab left waiting, taken out of storage. */
const takeStoredCalls = (): Call[] => {
  try {
    const stored = window.sessionStorage.getItem(PENDING_CALLS_KEY);
    window.sessionStorage.removeItem(PENDING_CALLS_KEY);
    const calls: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(calls) ? calls.filter(isCall) : [];
  } catch {
    return [];
  }
};

const storePendingCalls = () => {
  if (state !== 'starting' || pending.length === 0) return;
  try {
    window.sessionStorage.setItem(PENDING_CALLS_KEY, JSON.stringify(pending.slice(-MAX_PENDING)));
  } catch {
    // Storage full or refused: these events are lost, as they were before the library could send them.
  }
};

const stopListening = () => {
  removeListeners?.();
  removeListeners = null;
};

const turnOff = (reason: string, error?: unknown) => {
  // Analytics is never the user's problem: say why in the console and carry on without it.
  if (error === undefined) console.info(`Analytics skipped: ${reason}`);
  else console.warn(`Analytics skipped: ${reason}`, error);
  state = 'off';
  pending = [];
  stopListening();
};

/**
 * The shape of the shared SegmentDetails, checked by hand: this runs in the entry chunk, which stays free of
 * the schema library.
 */
const isSegmentDetails = (data: unknown): data is SegmentDetails => {
  if (typeof data !== 'object' || data === null) return false;
  const { writeKey, cdnEnabled } = data as Record<string, unknown>;
  return (writeKey === null || typeof writeKey === 'string') && typeof cdnEnabled === 'boolean';
};

/** GET /api/segment-details; rejects on a failed or malformed answer. */
export const fetchAnalyticsConfig = async (): Promise<SegmentDetails> => {
  const { data } = await api.get('/api/segment-details', {});
  if (!isSegmentDetails(data)) throw new Error('The analytics configuration is malformed.');
  return data;
};

const BUTTON_SELECTOR =
  'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]';

/** One listener for the whole document (portals included): every button click becomes an event. */
const listenForButtonClicks = (): (() => void) => {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;
    if (!target) return;
    trackButtonClick(accessibleName(target));
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
};

export interface StartOptions {
  fetchConfig?: typeof fetchAnalyticsConfig;
  /** Loads the analytics library (a separate chunk) and returns a tracker on it. */
  load?: (config: AnalyticsConfig) => Promise<Tracker>;
  /**
   * Waited for after the click listener is in place and before the configuration is read (the app: until the page
   * has loaded and the browser is idle); events meanwhile wait in the queue.
   */
  whenReady?: () => Promise<void>;
}

/** Resolves once the page has loaded and then the browser is idle (at most 3 s later): the page is usable by then. */
export const afterPageLoad = (): Promise<void> =>
  new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else window.setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/** How long the main thread must go without a long task for the page to count as interactive. */
export const SETTLED_QUIET_MS = 5000;
/** A page that never settles (a live feed, say) starts analytics after this long all the same. */
export const SETTLED_AT_MOST_MS = 30_000;

/**
 * Resolves once the page is interactive: loaded, then `SETTLED_QUIET_MS` without a long task (over 50 ms) on the
 * main thread, as Lighthouse's time to interactive counts it; at most `SETTLED_AT_MOST_MS` after the load. Without
 * long-task timing in the browser, the quiet time is counted from the load.
 */
export const afterPageSettles = (): Promise<void> =>
  afterPageLoad().then(
    () =>
      new Promise((resolve) => {
        let quiet = window.setTimeout(done, SETTLED_QUIET_MS);
        const atMost = window.setTimeout(done, SETTLED_AT_MOST_MS);
        let observer: PerformanceObserver | undefined;
        try {
          observer = new PerformanceObserver(() => {
            window.clearTimeout(quiet);
            quiet = window.setTimeout(done, SETTLED_QUIET_MS);
          });
          observer.observe({ type: 'longtask' });
        } catch {
          observer = undefined;
        }
        function done() {
          window.clearTimeout(quiet);
          window.clearTimeout(atMost);
          observer?.disconnect();
          resolve();
        }
      }),
  );

const loadSegment = async (config: AnalyticsConfig): Promise<Tracker> =>
  (await import('./segment')).createSegmentTracker(config, window.location.origin);

/**
 * Starts usage analytics once per page load: reads the config and, only when it names a writeKey, loads the
 * library lazily. Without a config (or when anything fails) analytics stays off and the app carries on.
 */
export const startAnalytics = async ({
  fetchConfig = fetchAnalyticsConfig,
  load = loadSegment,
  whenReady,
}: StartOptions = {}): Promise<void> => {
  if (state !== 'idle') return;
  state = 'starting';
  pending = [...takeStoredCalls(), ...pending].slice(-MAX_PENDING);
  const removeClickListener = listenForButtonClicks();
  window.addEventListener('pagehide', storePendingCalls);
  removeListeners = () => {
    removeClickListener();
    window.removeEventListener('pagehide', storePendingCalls);
  };
  if (whenReady) await whenReady();
  let config: SegmentDetails;
  try {
    config = await fetchConfig();
  } catch (error) {
    turnOff('the analytics configuration could not be read.', error);
    return;
  }
  if (!config.writeKey) {
    turnOff('no writeKey is configured.');
    return;
  }
  try {
    tracker = await load({ writeKey: config.writeKey, cdnEnabled: config.cdnEnabled });
  } catch (error) {
    turnOff('the analytics library could not be loaded.', error);
    return;
  }
  state = 'on';
  window.removeEventListener('pagehide', storePendingCalls);
  const calls = pending;
  pending = [];
  for (const call of calls) run(call);
};

export const trackPage = (properties: PageProperties) => run({ method: 'page', args: [properties] });

export const trackButtonClick = (name: string) =>
  run({ method: 'track', args: [ANALYTICS_EVENTS.buttonClick, { name, path: window.location.pathname }] });

/** After a successful sign-in: who it is (ids only, no personal data) and the login event. */
export const trackLogin = (account: Pick<UserAccount, 'id' | 'tenantPublicId'>) => {
  run({ method: 'identify', args: [String(account.id), { tenantPublicId: account.tenantPublicId }] });
  run({ method: 'track', args: [ANALYTICS_EVENTS.login, { tenantPublicId: account.tenantPublicId }] });
};

/** At sign-out: the logout event, then the next events are anonymous again. */
export const trackLogout = () => {
  run({ method: 'track', args: [ANALYTICS_EVENTS.logout] });
  run({ method: 'reset', args: [] });
};

/** Back to the state before startAnalytics (tests only). */
export const resetAnalyticsForTests = () => {
  stopListening();
  state = 'idle';
  tracker = null;
  pending = [];
};
