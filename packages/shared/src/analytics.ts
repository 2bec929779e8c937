import { APP_VERSION } from './constants.js';

/** Spec section 9: analytics constants. */
export const ANALYTICS_LIMITS = {
  metricsSampleRate: 1,
  metricsFlushMs: 30_000,
  metricsQueueMax: 20,
  batchSize: 10,
  batchTimeoutMs: 5_000,
} as const;

/** The collector's URL prefix on the server; the Segment.io integration posts to `{prefix}/v1/{t,p,i,g,a,s,b,m}`. */
export const COLLECTOR_PREFIX = '/collect';

/**
 * The project settings the analytics library needs to send events to our collector at `origin`
 * (`http://host:port`). Served by the collector's settings endpoint and passed inline by the web app when the CDN
 * is off, so that the browser contacts no other host. Naming the `Segment.io` integration with our `apiHost`
 * is what keeps events away from the public service.
 */
export const collectorSettings = (writeKey: string, origin: string) => {
  const url = new URL(origin);
  const apiHost = `${url.host}${COLLECTOR_PREFIX}/v1`;
  const protocol = url.protocol.replace(':', '') as 'http' | 'https';
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost,
        protocol,
        unbundledIntegrations: [],
        addBundledMetadata: true,
        maybeBundledConfigIds: {},
        deliveryStrategy: {
          strategy: 'batching',
          config: { size: ANALYTICS_LIMITS.batchSize, timeout: ANALYTICS_LIMITS.batchTimeoutMs },
        },
      },
    },
    plan: { track: { __default: { enabled: true, integrations: {} } } },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    enabledMiddleware: {},
    metrics: {
      sampleRate: ANALYTICS_LIMITS.metricsSampleRate,
      host: apiHost,
      protocol,
      flushTimer: ANALYTICS_LIMITS.metricsFlushMs,
      maxQueueSize: ANALYTICS_LIMITS.metricsQueueMax,
    },
    legacyVideoPluginsEnabled: false,
    remotePlugins: [],
  };
};

/** What every event carries: the app's version (spec section 1). */
export const ANALYTICS_APP_CONTEXT = { app: { name: 'Parlance', version: APP_VERSION } } as const;

/** Event names the web app sends. */
export const ANALYTICS_EVENTS = {
  buttonClick: 'Button Clicked',
  login: 'Logged In',
  logout: 'Logged Out',
} as const;
