import { ANALYTICS_APP_CONTEXT, ANALYTICS_LIMITS, collectorSettings } from '@parlance/shared';
import { AnalyticsBrowser, type CDNSettings, type InitOptions } from '@segment/analytics-next';
import { scrubEvent } from './scrub';
import type { AnalyticsConfig, Tracker } from './tracker-types';

/** Events go in batches of 10 or 5 s, retried up to 10 times. */
const DELIVERY = {
  deliveryStrategy: {
    strategy: 'batching',
    config: {
      size: ANALYTICS_LIMITS.batchSize,
      timeout: ANALYTICS_LIMITS.batchTimeoutMs,
      maxRetries: 10,
    },
  },
} as const;

/**
 * The library's options (spec section 9, where the library takes them; the rest are its defaults: retry backoff
 * from 500 ms doubling, persisted-queue locks, the 1000 ms callback time-out).
 */
export const INIT_OPTIONS: InitOptions = {
  retryQueue: true,
  // Query strings carry reset and invitation keys: the library must neither read nor send them.
  useQueryString: false,
  cookie: { maxage: 365 },
  integrations: { 'Segment.io': DELIVERY },
};

/**
 * The options when the collector is ours: the library takes the metrics' protocol (and host) from these options,
 * not from the project settings, and would otherwise post its metrics to https on our host after 30 s.
 */
export const collectorInitOptions = (settings: ReturnType<typeof collectorSettings>): InitOptions => {
  const { apiHost, protocol } = settings.integrations['Segment.io'];
  return {
    ...INIT_OPTIONS,
    integrations: {
      'Segment.io': { ...DELIVERY, apiHost, protocol },
    },
  };
};

const ignore = () => undefined;

/**
 * Segment's analytics-next, in its own chunk, once loaded. With the CDN off, the project settings are passed inline
 * and name our collector, so the browser contacts no other host; with it on, the library fetches them as usual.
 * Rejects when the library cannot start.
 */
export const createSegmentTracker = async (config: AnalyticsConfig, origin: string): Promise<Tracker> => {
  const { writeKey, cdnEnabled } = config;
  const settings = collectorSettings(writeKey, origin);
  const browser = AnalyticsBrowser.load(
    cdnEnabled ? { writeKey } : { writeKey, cdnSettings: settings as unknown as CDNSettings },
    cdnEnabled ? INIT_OPTIONS : collectorInitOptions(settings),
  );
  // Every event carries the app's version (spec section 1), and no query string.
  void browser
    .addSourceMiddleware(({ payload, next }) => {
      const event = payload.obj;
      event.context = { ...event.context, app: { ...ANALYTICS_APP_CONTEXT.app } };
      scrubEvent(event);
      next(payload);
    })
    .catch(ignore);
  // Calls go to the loaded library, which takes them in the order they are made. Before it has loaded, the
  // wrapper replays some (reset) ahead of others: a sign-in and sign-out that waited would lose their user.
  const [analytics] = await browser;
  return {
    page: (properties) => void analytics.page(properties).catch(ignore),
    track: (event, properties) => void analytics.track(event, properties).catch(ignore),
    identify: (userId, traits) => void analytics.identify(userId, traits).catch(ignore),
    reset: () => analytics.reset(),
  };
};
