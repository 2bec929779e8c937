import { ANONYMOUS_ACCOUNT } from '@parlance/shared';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, networkError } from '../../test/fake-server';
import { account } from '../../test/fixtures';
import { apiClient } from '../api-client';
import { ACCOUNT_RETRY_DELAY_MS, accountStore, onSessionDataReset, resetSessionData } from './account-store';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

/** Watches the store as a page does; resolves with the next snapshot that has an answer. */
const watch = () => {
  const seen = vi.fn();
  const stop = accountStore.subscribe(seen);
  const answered = () =>
    vi.waitFor(() => {
      const { account: current, failed } = accountStore.get();
      if (!current && !failed) throw new Error('not loaded yet');
      return accountStore.get();
    });
  return { seen, stop, answered };
};

describe('account store', () => {
  it('loads the account once, when first watched', async () => {
    window.history.replaceState(null, '', '/7/home');
    const server = fakeServer({ 'GET /api/account': () => json(200, account()) });
    expect(accountStore.get().account).toBeUndefined();
    expect(server.calls('GET', '/api/account')).toHaveLength(0);
    const first = watch();
    const second = watch();
    expect((await first.answered()).account?.login).toBe('ada');
    expect(server.calls('GET', '/api/account')).toHaveLength(1);
    first.stop();
    second.stop();
  });

  it('answers anonymous without asking on a public page of a browser without a session hint', async () => {
    window.history.replaceState(null, '', '/login');
    const server = fakeServer({ 'GET /api/account': unauthorized });
    const { answered, stop } = watch();
    expect((await answered()).account).toEqual(ANONYMOUS_ACCOUNT);
    expect(server.calls('GET', '/api/account')).toHaveLength(0);
    stop();
  });

  it('tries a load without an answer once more, then says it failed', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/7/home');
    const server = fakeServer({ 'GET /api/account': networkError });
    const { stop } = watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls('GET', '/api/account')).toHaveLength(1);
    expect(accountStore.get().failed).toBe(false);
    await vi.advanceTimersByTimeAsync(ACCOUNT_RETRY_DELAY_MS);
    expect(server.calls('GET', '/api/account')).toHaveLength(2);
    expect(accountStore.get()).toEqual({ account: undefined, failed: true });
    stop();
  });

  it('does not retry a 4xx answer', async () => {
    window.history.replaceState(null, '', '/7/home');
    const server = fakeServer({ 'GET /api/account': unauthorized });
    const { answered, stop } = watch();
    expect((await answered()).account).toEqual(ANONYMOUS_ACCOUNT);
    expect(server.calls('GET', '/api/account')).toHaveLength(1);
    stop();
  });

  it('turns anonymous on a 401 from any call', async () => {
    window.history.replaceState(null, '', '/7/home');
    fakeServer({ 'GET /api/account': () => json(200, account()), 'GET /api/other': unauthorized });
    const { answered, stop } = watch();
    expect((await answered()).account?.login).toBe('ada');
    await apiClient.get('/api/other').catch(() => undefined);
    expect(accountStore.get().account).toEqual(ANONYMOUS_ACCOUNT);
    stop();
  });

  it('drops an answer that arrives after the account was set (a sign-out during a load)', async () => {
    window.history.replaceState(null, '', '/7/home');
    let answer: (response: Response) => void = () => undefined;
    fakeServer({ 'GET /api/account': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { stop } = watch();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    accountStore.set(ANONYMOUS_ACCOUNT);
    const late = json(200, account());
    const read = vi.spyOn(late, 'text');
    answer(late);
    // Handled once its body has been read: what follows are promise continuations, all run before the next task.
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    await read.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(accountStore.get().account).toEqual(ANONYMOUS_ACCOUNT);
    stop();
  });

  it('reads the account again on invalidation while watched, and only on the next watch otherwise', async () => {
    window.history.replaceState(null, '', '/7/home');
    const server = fakeServer({
      'GET /api/account': [
        () => json(200, account()),
        () => json(200, account({ firstName: 'Augusta' })),
        () => json(200, account({ firstName: 'Countess' })),
      ],
    });
    const first = watch();
    await first.answered();
    await accountStore.invalidate();
    expect(accountStore.get().account?.firstName).toBe('Augusta');
    first.stop();

    await accountStore.invalidate();
    expect(server.calls('GET', '/api/account')).toHaveLength(2);
    const second = watch();
    await vi.waitFor(() => expect(accountStore.get().account?.firstName).toBe('Countess'));
    second.stop();
  });

  it('refresh rejects without an answer and never rejects an invalidation', async () => {
    window.history.replaceState(null, '', '/7/home');
    fakeServer({ 'GET /api/account': [() => json(200, account()), networkError] });
    const { answered, stop } = watch();
    await answered();
    await expect(accountStore.invalidate()).resolves.toBeUndefined();
    await expect(accountStore.refresh()).rejects.toThrow();
    stop();
  });

  it('tells the registered caches when the session data must go', () => {
    const forget = vi.fn();
    const stop = onSessionDataReset(forget);
    resetSessionData();
    expect(forget).toHaveBeenCalledTimes(1);
    stop();
    resetSessionData();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
