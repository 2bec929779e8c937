import { STANDARD_ROLES } from '@parlance/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../lib/access';
import { fakeServer, json } from '../../test/fake-server';
import { account, tenant } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes, tenantRoutes } from '../router';

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

  it('say "Page not found" for another tenant\'s address, linking to the user\'s own home', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/999/home');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/999/home');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/7/home');
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

const signedIn = (overrides: Parameters<typeof account>[0] = {}, tenantOverrides = {}) =>
  fakeServer({
    'GET /api/account': () => json(200, account(overrides)),
    'GET /api/tenant/current': () => json(200, tenant(tenantOverrides)),
    'GET /7/api/products': () => json(200, []),
    'POST /api/logout': () => json(200, {}),
  });

const DESIGNER = ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER];

describe('route guards (SCREEN_ACCESS)', () => {
  it('every tenant route but the index and the not-found page names its screen', () => {
    const unguarded = tenantRoutes.filter((route) => !(route.handle as RouteHandle | undefined)?.screen);
    expect(unguarded.map((route) => (route.index ? 'index' : route.path))).toEqual(['index', '*']);
  });

  it('opens the simulator for the designer', async () => {
    signedIn({ roles: ['ROLE_DESIGNER'], authorities: DESIGNER });
    renderRoutes(routes, '/7/studio/simulator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulator' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are not allowed to see this page' })).toBeNull();
  });

  it.each([
    ['/7/studio/dashboard', 'Studio dashboard'],
    ['/7/studio/settings', 'Studio settings'],
  ])('opens %s for the designer', async (path, heading) => {
    signedIn({ roles: ['ROLE_DESIGNER'], authorities: DESIGNER });
    renderRoutes(routes, path);
    // The Studio pages are larger chunks than the others: give their first load more time.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are not allowed to see this page' })).toBeNull();
  });

  it.each([
    '/7/admin/account-management/users',
    '/7/admin/account-management/agents',
    '/7/admin/role-management/standard',
    '/7/admin/agent-attributes/departments',
    '/7/supervisor',
    '/7/admin',
  ])('shows "not allowed" to the designer at %s', async (path) => {
    signedIn({ roles: ['ROLE_DESIGNER'], authorities: DESIGNER });
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    // The frame and the navigation stay.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows "not allowed" for Studio pages to a user without their permission', async () => {
    signedIn({ roles: ['ROLE_SUPERVISOR'], authorities: ['ROLE_SUPERVISOR', 'p-view_supervisor'] });
    renderRoutes(routes, '/7/studio/simulator');
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
  });

  it.each([
    ['/7/admin/account-management/users', 'Users'],
    ['/7/admin/account-management/agents', 'Agents'],
    ['/7/admin/role-management/standard', 'Roles & Permissions'],
    ['/7/admin/programs', 'Programs'],
    ['/7/admin/agent-attributes/departments', 'Settings'],
    ['/7/supervisor', 'Supervisor'],
  ])('opens %s for an admin', async (path, heading) => {
    signedIn({ authorities: ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN] });
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it("leads /admin to the admin menu's first page", async () => {
    signedIn({ authorities: ['ROLE_ADMIN', 'p-create_roles'] });
    const { router } = renderRoutes(routes, '/7/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/admin/role-management/standard'));
  });

  it("leads /studio to the studio menu's first page, or says not allowed when there is none", async () => {
    signedIn({ authorities: ['p-view_knowledge_graphs', 'p-view_studio_settings'] });
    const { router } = renderRoutes(routes, '/7/studio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/studio/settings'));
  });

  it('says not allowed at /studio when no studio page is open to the user', async () => {
    signedIn({ authorities: ['p-view_knowledge_graphs'] });
    renderRoutes(routes, '/7/studio');
    expect(await screen.findByRole('heading', { name: 'You are not allowed to see this page' })).toBeTruthy();
  });
});

describe('side navigation in the frame', () => {
  it('shows the section menu of the path with the current page marked', async () => {
    signedIn({ roles: ['ROLE_DESIGNER'], authorities: DESIGNER });
    renderRoutes(routes, '/7/studio/simulator');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const simulator = within(nav).getByRole('link', { name: 'Simulator' });
    expect(simulator.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/7/home');
  });

  it('is not rendered for agents', async () => {
    signedIn({ roles: ['ROLE_XLM_AGENT'], authorities: ['ROLE_XLM_AGENT'] });
    renderRoutes(routes, '/7/home');
    expect(await screen.findByTestId('home-greeting')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--parlance-sidebar-width')).toBe('0px');
  });

  it('collapses and keeps the choice in session storage', async () => {
    signedIn();
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/7/home');
    await user.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    const toggle = screen.getByRole('button', { name: 'Expand navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(window.sessionStorage.getItem('parlance_dashboard')).toBe('false');
    expect(document.documentElement.style.getPropertyValue('--parlance-sidebar-width')).toBe('4.5rem');
    first.unmount();

    renderRoutes(routes, '/7/home');
    expect(
      (await screen.findByRole('button', { name: 'Expand navigation' })).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('hides the navigation on the conversation builder', async () => {
    signedIn();
    const custom: RouteObject[] = [
      {
        path: '/:tenantPublicId',
        lazy: () => import('./tenant-layout'),
        children: [
          { path: 'studio/builder/:programId', handle: { screen: 'home' }, element: <h1>Builder</h1> },
          { path: 'home', handle: { screen: 'home' }, element: <h1>Home</h1> },
        ],
      },
    ];
    renderRoutes(custom, '/7/studio/builder/3');
    expect(await screen.findByRole('heading', { name: 'Builder' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('logs out from the navigation', async () => {
    const server = signedIn();
    const { router } = renderRoutes(routes, '/7/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST', '/api/logout')).toHaveLength(1);
  });
});
