import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import {
  afterPageSettles,
  fetchAnalyticsConfig,
  PENDING_CALLS_KEY,
  resetAnalyticsForTests,
  SETTLED_AT_MOST_MS,
  SETTLED_QUIET_MS,
  startAnalytics,
  type Tracker,
  trackLogin,
  trackLogout,
  trackPage,
} from './tracker';

const fakeTracker = () => {
  const calls: unknown[][] = [];
  const tracker: Tracker = {
    page: (properties) => calls.push(['page', properties]),
    track: (event, properties) => calls.push(['track', event, properties]),
    identify: (userId, traits) => calls.push(['identify', userId, traits]),
    reset: () => calls.push(['reset']),
  };
  return { tracker, calls };
};

const page = { path: '/7/home', url: 'http://localhost:3000/7/home', title: 'Parlance' };

afterEach(() => resetAnalyticsForTests());

describe('usage analytics', () => {
  it('waits for whenReady before reading the config, and keeps the clicks made meanwhile', async () => {
    const { tracker, calls } = fakeTracker();
    const fetchConfig = vi.fn(async () => ({ writeKey: 'key', cdnEnabled: false }));
    let ready: () => void = () => {};
    const started = startAnalytics({
      fetchConfig,
      load: async () => tracker,
      whenReady: () => new Promise<void>((resolve) => (ready = resolve)),
    });
    render(<button type="button">Early</button>);
    fireEvent.click(screen.getByRole('button', { name: 'Early' }));
    await Promise.resolve();
    expect(fetchConfig).not.toHaveBeenCalled();
    ready();
    await started;
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(calls).toContainEqual(['track', 'Button Clicked', expect.objectContaining({ name: 'Early' })]);
  });

  it('loads the library only with a writeKey, then sends what waited', async () => {
    const { tracker, calls } = fakeTracker();
    const load = vi.fn(async () => tracker);
    trackPage(page);
    await startAnalytics({ fetchConfig: async () => ({ writeKey: 'key', cdnEnabled: false }), load });
    expect(load).toHaveBeenCalledWith({ writeKey: 'key', cdnEnabled: false });
    trackLogin({ id: 11, tenantPublicId: 7 });
    trackLogout();
    expect(calls).toEqual([
      ['page', page],
      ['identify', '11', { tenantPublicId: 7 }],
      ['track', 'Logged In', { tenantPublicId: 7 }],
      ['track', 'Logged Out', undefined],
      ['reset'],
    ]);
  });

  it('sends a click on any button with its accessible name', async () => {
    const { tracker, calls } = fakeTracker();
    await startAnalytics({
      fetchConfig: async () => ({ writeKey: 'key', cdnEnabled: true }),
      load: async () => tracker,
    });
    render(
      <div>
        <button type="button" aria-label="Collapse navigation">
          <i aria-hidden="true">«</i>
        </button>
        <button type="button">
          <span>Get started</span>
        </button>
        <a href="/x">A plain link</a>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }).firstElementChild as Element);
    fireEvent.click(screen.getByText('Get started'));
    fireEvent.click(screen.getByText('A plain link'));
    expect(calls).toEqual([
      ['track', 'Button Clicked', { name: 'Collapse navigation', path: '/' }],
      ['track', 'Button Clicked', { name: 'Get started', path: '/' }],
    ]);
  });

  it('is skipped, with a console note and no error, when no writeKey is configured', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const load = vi.fn();
    trackPage(page);
    await startAnalytics({ fetchConfig: async () => ({ writeKey: null, cdnEnabled: false }), load });
    expect(load).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Analytics skipped: no writeKey is configured.');
  });

  it('is skipped when the config cannot be read or the library does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startAnalytics({
      fetchConfig: async () => {
        throw new Error('offline');
      },
    });
    expect(warn).toHaveBeenCalledWith(
      'Analytics skipped: the analytics configuration could not be read.',
      expect.any(Error),
    );
    resetAnalyticsForTests();
    await startAnalytics({
      fetchConfig: async () => ({ writeKey: 'key', cdnEnabled: false }),
      load: async () => {
        throw new Error('chunk missing');
      },
    });
    expect(warn).toHaveBeenLastCalledWith(
      'Analytics skipped: the analytics library could not be loaded.',
      expect.any(Error),
    );
  });

  it('starts once', async () => {
    const load = vi.fn(async () => fakeTracker().tracker);
    const fetchConfig = vi.fn(async () => ({ writeKey: 'key', cdnEnabled: false }));
    await startAnalytics({ fetchConfig, load });
    await startAnalytics({ fetchConfig, load });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('events that wait for the library', () => {
  const config = async () => ({ writeKey: 'key', cdnEnabled: false });

  it("outlive a page that goes before the library started, and the tab's next page sends them first", async () => {
    let ready: () => void = () => {};
    void startAnalytics({
      fetchConfig: config,
      load: async () => fakeTracker().tracker,
      whenReady: () => new Promise<void>((resolve) => (ready = resolve)),
    });
    trackPage(page);
    trackLogin({ id: 11, tenantPublicId: 7 });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_CALLS_KEY) ?? '[]')).toHaveLength(3);
    ready();

    // The next page of the same tab.
    resetAnalyticsForTests();
    const next = fakeTracker();
    const started = startAnalytics({ fetchConfig: config, load: async () => next.tracker });
    expect(window.sessionStorage.getItem(PENDING_CALLS_KEY)).toBeNull();
    trackPage({ ...page, path: '/7/studio/dashboard' });
    await started;
    expect(next.calls).toEqual([
      ['page', page],
      ['identify', '11', { tenantPublicId: 7 }],
      ['track', 'Logged In', { tenantPublicId: 7 }],
      ['page', { ...page, path: '/7/studio/dashboard' }],
    ]);
    // Sent: nothing is kept when this page goes.
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(PENDING_CALLS_KEY)).toBeNull();
  });

  it('ignores what it cannot read back', async () => {
    window.sessionStorage.setItem(
      PENDING_CALLS_KEY,
      JSON.stringify([
        { method: 'page', args: [page] },
        { method: 'steal', args: [] },
        'x',
        { method: 'track' },
      ]),
    );
    const { tracker, calls } = fakeTracker();
    await startAnalytics({ fetchConfig: config, load: async () => tracker });
    expect(calls).toEqual([['page', page]]);
    resetAnalyticsForTests();
    window.sessionStorage.setItem(PENDING_CALLS_KEY, '{not json');
    const other = fakeTracker();
    await startAnalytics({ fetchConfig: config, load: async () => other.tracker });
    expect(other.calls).toEqual([]);
  });
});

describe('afterPageSettles', () => {
  /** Long tasks as the browser reports them, to the observer the page makes. */
  const longTasks = () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          observers.push(this.report);
        }
        disconnect() {}
      },
    );
    // The page has loaded and the browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
    return {
      report: () => {
        for (const report of observers) report();
      },
    };
  };

  /** Fake timers, long tasks to report, and whether `afterPageSettles` has resolved yet. */
  const settling = () => {
    vi.useFakeTimers();
    const tasks = longTasks();
    let done = false;
    void afterPageSettles().then(() => {
      done = true;
    });
    return { tasks, settled: () => done };
  };

  it('waits for the load and then a quiet stretch, which every long task starts again', async () => {
    const { tasks, settled } = settling();
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1000);
    expect(settled()).toBe(false);
    tasks.report();
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 1);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('starts all the same on a page that never goes quiet', async () => {
    const { tasks, settled } = settling();
    await vi.advanceTimersByTimeAsync(0);
    for (let elapsed = 0; elapsed < SETTLED_AT_MOST_MS - 1000; elapsed += 1000) {
      tasks.report();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled()).toBe(true);
  });
});

describe('fetchAnalyticsConfig', () => {
  it('reads GET /api/segment-details', async () => {
    fakeServer({ 'GET /api/segment-details': () => json(200, { writeKey: 'abc', cdnEnabled: false }) });
    expect(await fetchAnalyticsConfig()).toEqual({ writeKey: 'abc', cdnEnabled: false });
  });

  it('rejects a malformed or failed answer', async () => {
    fakeServer({ 'GET /api/segment-details': () => json(200, { writeKey: 3 }) });
    await expect(fetchAnalyticsConfig()).rejects.toThrow();
    fakeServer({
      'GET /api/segment-details': () => json(500, { title: 'Boom', status: 500 }, { problem: true }),
    });
    await expect(fetchAnalyticsConfig()).rejects.toThrow();
  });
});
