import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import {
  fetchAnalyticsConfig,
  resetAnalyticsForTests,
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
