import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAnalyticsForTests, startAnalytics, type Tracker } from '../lib/analytics/tracker';
import { sessionHint } from '../lib/auth';
import { empty, fakeServer, json } from '../test/fake-server';
import { account, tenant } from '../test/fixtures';
import { opensLoginBoot } from './boot-path';
import { bootLogin } from './login-boot';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

let root: Root | undefined;

/** Opens /login as the entry does: the sign-in page alone, in a root of its own. */
const openLogin = () => {
  window.history.replaceState(null, '', '/login');
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => bootLogin(root as Root));
};

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetAnalyticsForTests();
});

describe('the boot decision', () => {
  it('opens /login alone, and every other address with the router', () => {
    expect(opensLoginBoot('/login')).toBe(true);
    expect(opensLoginBoot('/login/')).toBe(true);
    for (const other of [
      '/',
      '/LOGIN',
      '/login/x',
      '/logins',
      '/signup',
      '/account/reset/',
      '/7/home',
      '/7/login',
    ]) {
      expect(opensLoginBoot(other), other).toBe(false);
    }
  });
});

describe('/login opened first', () => {
  it('shows the form, with real links, and asks nothing about the account without a session hint', async () => {
    const server = fakeServer({ 'GET /api/account': unauthorized });
    openLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Login or e-mail')).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/account/reset/',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Parlance' }).getAttribute('href')).toBe('/');
    expect(server.calls('GET', '/api/account')).toHaveLength(0);
  });

  it('"Create an account" hands over to the router at /signup; Back comes to the sign-in page again', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    openLogin();
    const entries = window.history.length;
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organisation' })).toBeTruthy();
    expect(window.location.pathname).toBe('/signup');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });

  it('"Forgot your password?" hands over to the router at /account/reset/', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    openLogin();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(window.location.pathname).toBe('/account/reset/');
  });

  it('signing in lands on the tenant home in place of /login, with the account the form loaded', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account()),
      'POST /api/authentication': () => empty(200),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    openLogin();
    const entries = window.history.length;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Login or e-mail'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/7/home');
    expect(window.history.length).toBe(entries);
    expect(sessionHint.get()).toBe(true);
    // The account read after signing in is the one the router's pages use: not read once more.
    expect(server.calls('GET', '/api/account')).toHaveLength(1);
  });

  it('keeps the form, with its message, when signing in fails', async () => {
    fakeServer({
      'POST /api/authentication': () =>
        json(
          401,
          { title: 'Unauthorized', status: 401, message: 'Invalid login or password.' },
          { problem: true },
        ),
    });
    openLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Login or e-mail'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login or password.');
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a signed-in user home, replacing /login', async () => {
    sessionHint.set(true);
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    openLogin();
    const entries = window.history.length;
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(window.location.pathname).toBe('/7/home');
    expect(window.history.length).toBe(entries);
  });

  it('counts the /login page view, then the next page the router shows', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    const pages: string[] = [];
    const tracker: Tracker = {
      page: (properties) => pages.push(properties.path),
      track: () => undefined,
      identify: () => undefined,
      reset: () => undefined,
    };
    await startAnalytics({
      fetchConfig: async () => ({ writeKey: 'key', cdnEnabled: false }),
      load: async () => tracker,
    });
    openLogin();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(pages).toEqual(['/login', '/signup']));
  });
});
