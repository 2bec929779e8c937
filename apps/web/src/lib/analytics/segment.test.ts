import { ANALYTICS_APP_CONTEXT, collectorSettings } from '@parlance/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn();
const middlewares: ((params: unknown) => void)[] = [];
/** The library once loaded. */
const instance = {
  page: vi.fn(() => Promise.resolve()),
  track: vi.fn(() => Promise.resolve()),
  identify: vi.fn(() => Promise.resolve()),
  reset: vi.fn(),
};
/** The wrapper `load` returns: it takes middleware at once, and resolves to the library once loaded. */
const browser = Object.assign(Promise.resolve([instance, {}]), {
  addSourceMiddleware: vi.fn((fn: (params: unknown) => void) => {
    middlewares.push(fn);
    return Promise.resolve();
  }),
});

vi.mock('@segment/analytics-next', () => ({
  AnalyticsBrowser: {
    load: (...args: unknown[]) => {
      load(...args);
      return browser;
    },
  },
}));

const { collectorInitOptions, createSegmentTracker, INIT_OPTIONS } = await import('./segment');

beforeEach(() => {
  load.mockClear();
  middlewares.length = 0;
});

describe('createSegmentTracker', () => {
  it('passes the collector settings inline when the CDN is off', async () => {
    await createSegmentTracker({ writeKey: 'k', cdnEnabled: false }, 'http://127.0.0.1:4180');
    const settings = collectorSettings('k', 'http://127.0.0.1:4180');
    expect(load).toHaveBeenCalledWith(
      { writeKey: 'k', cdnSettings: settings },
      collectorInitOptions(settings),
    );
    const loaded = load.mock.calls[0]?.[0] as { cdnSettings: ReturnType<typeof collectorSettings> };
    expect(loaded.cdnSettings.integrations['Segment.io'].apiHost).toBe('127.0.0.1:4180/collect/v1');
  });

  it('names our host and its protocol in the options, which the metrics read', () => {
    const options = collectorInitOptions(collectorSettings('k', 'http://127.0.0.1:4180'));
    expect(options.integrations?.['Segment.io']).toMatchObject({
      apiHost: '127.0.0.1:4180/collect/v1',
      protocol: 'http',
      deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000 } },
    });
    expect(options).toMatchObject({ retryQueue: true, useQueryString: false, cookie: { maxage: 365 } });
  });

  it('lets the library fetch its settings when the CDN is on', async () => {
    await createSegmentTracker({ writeKey: 'k', cdnEnabled: true }, 'http://127.0.0.1:4180');
    expect(load).toHaveBeenCalledWith({ writeKey: 'k' }, INIT_OPTIONS);
  });

  it('batches 10 events or 5 seconds, and never reads the query string', () => {
    expect(INIT_OPTIONS).toMatchObject({
      retryQueue: true,
      useQueryString: false,
      cookie: { maxage: 365 },
      integrations: {
        'Segment.io': { deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000 } } },
      },
    });
  });

  it('stamps every event with the app version and scrubs its URLs', async () => {
    await createSegmentTracker({ writeKey: 'k', cdnEnabled: false }, 'http://h');
    const obj = { type: 'track', context: { page: { url: 'http://h/x?key=1' } } };
    const next = vi.fn();
    middlewares[0]?.({ payload: { obj }, next });
    expect(obj.context).toEqual({
      page: { url: 'http://h/x' },
      app: { name: 'Parlance', version: '1.15.0' },
    });
    expect(ANALYTICS_APP_CONTEXT.app.version).toBe('1.15.0');
    expect(next).toHaveBeenCalled();
  });

  it('forwards page, track, identify and reset to the loaded library', async () => {
    const tracker = await createSegmentTracker({ writeKey: 'k', cdnEnabled: false }, 'http://h');
    tracker.page({ path: '/7/home', url: 'http://h/7/home', title: 'Parlance' });
    tracker.track('Button Clicked', { name: 'Save' });
    tracker.identify('11', { tenantPublicId: 7 });
    tracker.reset();
    expect(instance.page).toHaveBeenCalledWith({
      path: '/7/home',
      url: 'http://h/7/home',
      title: 'Parlance',
    });
    expect(instance.track).toHaveBeenCalledWith('Button Clicked', { name: 'Save' });
    expect(instance.identify).toHaveBeenCalledWith('11', { tenantPublicId: 7 });
    expect(instance.reset).toHaveBeenCalled();
  });
});
