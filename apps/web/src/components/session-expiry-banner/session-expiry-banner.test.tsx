import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { account } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SessionExpiryBanner } from '.';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });
const page = (path: string) => ({ path, element: <SessionExpiryBanner /> });
const routes = [
  page('/7/home'),
  page('/login'),
  page('/signup'),
  page('/account/reset/'),
  page('/account/reset/finish'),
];
const focus = () => act(async () => window.dispatchEvent(new Event('focus')));

describe('session-expiry banner', () => {
  it('appears on focus when the account is gone', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/7/home');
    expect(screen.queryByTestId('session-expiry-banner')).toBeNull();
    await focus();
    const banner = await screen.findByTestId('session-expiry-banner');
    expect(banner.textContent).toContain('Your session has expired, please log in again.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('stays away while the session is alive', async () => {
    const server = fakeServer({ 'GET /api/account': () => json(200, account()) });
    renderRoutes(routes, '/7/home');
    await focus();
    await waitFor(() => expect(server.calls('GET', '/api/account').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('session-expiry-banner')).toBeNull();
  });

  it.each(['/login', '/signup', '/account/reset/', '/account/reset/finish'])(
    'does not check on the public page %s',
    async (path) => {
      const server = fakeServer({ 'GET /api/account': unauthorized });
      renderRoutes(routes, path);
      await focus();
      expect(server.calls('GET', '/api/account')).toHaveLength(0);
      expect(screen.queryByTestId('session-expiry-banner')).toBeNull();
    },
  );
});
