import { ANALYTICS_APP_CONTEXT, ANALYTICS_LIMITS, collectorSettings } from '@parlance/shared';
import { AnalyticsBrowser, type CDNSettings, type InitOptions } from '@segment/analytics-next';
import { scrubEvent } from './scrub';
import type { AnalyticsConfig, Tracker } from './tracker';

/**
 * The library's options (spec section 9, where the library takes them; the rest are its defaults: retry backoff
 * from 500 ms doubling, persisted-queue locks, the 1000 ms callback time-out).
 */
export const INIT_OPTIONS: InitOptions = {
  retryQueue: true,
  // Query strings carry reset and invitation keys: the library must neither read nor send them.
  useQueryString: false,
  cookie: { maxage: 365 },
  integrations: {
    'Segment.io': {
      deliveryStrategy: {
        strategy: 'batching',
        config: {
          size: ANALYTICS_LIMITS.batchSize,
          timeout: ANALYTICS_LIMITS.batchTimeoutMs,
          maxRetries: 10,
        },
      },
    },
  },
};

const ignore = () => undefined;

/**
 * Segment's analytics-next, in its own chunk. With the CDN off, the project settings are passed inline and
 * name our collector, so the browser contacts no other host; with it on, the library fetches them as usual.
 */
export const createSegmentTracker = (config: AnalyticsConfig, origin: string): Tracker => {
  const { writeKey, cdnEnabled } = config;
  const analytics = AnalyticsBrowser.load(
    cdnEnabled
      ? { writeKey }
      : { writeKey, cdnSettings: collectorSettings(writeKey, origin) as unknown as CDNSettings },
    INIT_OPTIONS,
  );
  analytics.catch((error: unknown) =>
    console.warn('Analytics could not start; carrying on without it.', error),
  );
  // Every event carries the app's version (spec section 1), and no query string.
  void analytics
    .addSourceMiddleware(({ payload, next }) => {
      const event = payload.obj;
      event.context = { ...event.context, app: { ...ANALYTICS_APP_CONTEXT.app } };
      scrubEvent(event);
      next(payload);
    })
    .catch(ignore);

  return {
    page: (properties) => void analytics.page(properties).catch(ignore),
    track: (event, properties) => void analytics.track(event, properties).catch(ignore),
    identify: (userId, traits) => void analytics.identify(userId, traits).catch(ignore),
    reset: () => void analytics.reset().catch(ignore),
  };
};
