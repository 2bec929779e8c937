import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { account, tenant } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

describe('tenant pages', () => {
  it('greet the signed-in user inside the app shell', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    renderRoutes(routes, '/7/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(screen.getByTestId('tenant-name').textContent).toBe('Acme Contact');
    expect(screen.getByTestId('user-name').textContent).toBe('Ada Lovelace');
  });

  it('send the user to /login when the tenant answers 401', async () => {
    fakeServer({ 'GET /api/account': unauthorized, 'GET /api/tenant/current': unauthorized });
    const { router } = renderRoutes(routes, '/7/home');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('render nothing when the tenant fails otherwise', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () =>
        json(500, { title: 'Internal Server Error', status: 500 }, { problem: true }),
    });
    const { container, router } = renderRoutes(routes, '/7/home');
    await waitFor(() => expect(server.calls('GET', '/api/tenant/current')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.page-loading')).toBeNull());
    expect(container.textContent).toBe('');
    expect(router.state.location.pathname).toBe('/7/home');
  });

  it('send TEMP_PASSWORD users to the change-password page', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account({ status: 'TEMP_PASSWORD' })),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/7/home');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/change-password');
  });

  it("send another tenant's address to the user's own home", async () => {
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/999/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/home'));
  });

  it('say "Page not found" for unknown tenant pages', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    renderRoutes(routes, '/7/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('log out through the Log out link', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
      'POST /api/logout': () => json(200, {}),
    });
    window.sessionStorage.setItem('parlance_dashboard', 'true');
    const { router } = renderRoutes(routes, '/7/home');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST', '/api/logout')).toHaveLength(1);
    expect(window.sessionStorage.getItem('parlance_dashboard')).toBeNull();
  });
});

describe('/', () => {
  it('goes home when signed in', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/home'));
  });

  it('goes to /login otherwise', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
