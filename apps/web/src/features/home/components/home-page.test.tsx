import { type Product, STANDARD_ROLES } from '@parlance/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json, networkError } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { mayOpenProduct, productsErrorDetail } from './product-cards';

const PRODUCTS: Product[] = [
  {
    id: 1,
    code: 'studio',
    name: 'Studio',
    description: 'Design conversation programs.',
    url: '/7/studio/dashboard',
    enabled: true,
    external: false,
  },
  {
    id: 2,
    code: 'supervisor',
    name: 'Supervisor',
    description: 'Watch live conversations.',
    url: '/7/supervisor',
    enabled: true,
    external: false,
  },
  {
    id: 3,
    code: 'agentic-voice-management',
    name: 'Agentic Voice',
    description: 'Manage voice agents.',
    url: 'https://voice.example.com',
    enabled: true,
    external: true,
  },
  {
    id: 4,
    code: 'post-call-analytics',
    name: 'Reporting',
    description: 'Post-call analytics.',
    url: '',
    enabled: false,
    external: true,
  },
];

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];

const home = (products: Handler, authorities = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/products': products,
  });

describe('home dashboard: products', () => {
  it('shows the products as cards a user can open', async () => {
    home(() => json(200, PRODUCTS));
    renderRoutes(routes, '/7/home');
    const cards = await screen.findByTestId('product-cards');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    const studio = within(cards).getByRole('link', { name: 'Open Studio' });
    expect(studio.getAttribute('href')).toBe('/7/studio/dashboard');
    expect(studio.getAttribute('target')).toBeNull();
    const voice = within(cards).getByRole('link', { name: 'Open Agentic Voice (opens in a new tab)' });
    expect(voice.getAttribute('href')).toBe('https://voice.example.com');
    expect(voice.getAttribute('target')).toBe('_blank');
    expect(voice.getAttribute('rel')).toBe('noopener noreferrer');
    const reporting = screen.getByTestId('product-post-call-analytics');
    expect(within(reporting).getByText('Not available')).toBeTruthy();
    expect(within(reporting).queryByRole('link')).toBeNull();
    expect(within(reporting).getByRole('heading', { level: 3, name: 'Reporting' })).toBeTruthy();
  });

  it("opens Reporting's built-in pages in a new tab, from its card and from the menu", async () => {
    const builtIn = { ...PRODUCTS[3]!, url: '/7/reporting', enabled: true };
    fakeServer({
      'GET /api/account': () => json(200, account({ authorities: ADMIN })),
      'GET /api/tenant/current': () =>
        json(200, tenant({ clientApps: [{ clientId: 'post-call-analytics', url: '/7/reporting' }] })),
      'GET /7/api/products': () => json(200, [builtIn]),
    });
    const { router } = renderRoutes(routes, '/7/home');
    const card = await screen.findByTestId('product-post-call-analytics');
    const open = within(card).getByRole('link', { name: 'Open Reporting (opens in a new tab)' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Reporting (opens in a new tab)',
    });
    for (const link of [open, nav]) {
      expect(link.getAttribute('href')).toBe('/7/reporting');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // The browser opens the new tab; this page stays where it is.
    await userEvent.setup().click(open);
    expect(router.state.location.pathname).toBe('/7/home');
  });

  it('leaves out the products the user may not open', async () => {
    home(() => json(200, PRODUCTS), ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER]);
    renderRoutes(routes, '/7/home');
    const cards = await screen.findByTestId('product-cards');
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Studio']);
  });

  it('opens an in-app product through the router', async () => {
    home(() => json(200, PRODUCTS));
    const { router } = renderRoutes(routes, '/7/home');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open Supervisor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/supervisor'));
  });

  it('says "Error" with the answer\'s title on a non-2xx answer', async () => {
    home(() => json(403, { title: 'Forbidden', status: 403, detail: 'No.' }, { problem: true }));
    renderRoutes(routes, '/7/home');
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByTestId('products-error')).toBeTruthy();
  });

  it('says "Error trying to get products." when there is no answer', async () => {
    home(networkError);
    renderRoutes(routes, '/7/home');
    expect(await screen.findByText('Error trying to get products.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('tries again on request', async () => {
    const server = home([networkError, () => json(200, PRODUCTS)] as unknown as Handler);
    renderRoutes(routes, '/7/home');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product-cards')).toBeTruthy();
    expect(server.calls('GET', '/7/api/products')).toHaveLength(2);
  });
});

describe('product helpers', () => {
  it('maps errors to the toast detail', () => {
    expect(productsErrorDetail(new Error('boom'))).toBe('Error trying to get products.');
  });

  it('checks in-app products by their screen and external ones by their client app', () => {
    const [studio, , voice] = PRODUCTS as [Product, Product, Product];
    expect(mayOpenProduct({ authorities: ['p-view_xlm_triples_ui'] }, studio)).toBe(true);
    expect(mayOpenProduct({ authorities: ['p-view_knowledge_graphs'] }, studio)).toBe(false);
    expect(mayOpenProduct({ authorities: ['p-view_agentic-voice-management_product'] }, voice)).toBe(true);
    expect(mayOpenProduct({ authorities: [] }, voice)).toBe(false);
  });
});

describe('welcome steps after sign-up', () => {
  it('walk a new tenant admin through the first steps, once', async () => {
    home(() => json(200, PRODUCTS));
    window.sessionStorage.setItem('parlance_welcome', '7');
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/7/home');
    const dialog = await screen.findByRole('dialog', { name: 'Create a program' });
    expect(within(dialog).getByTestId('stepped-modal-step').textContent).toBe('1/3');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('stepped-modal-step')).textContent).toBe('2/3');
    expect(screen.getByRole('dialog', { name: 'Invite people' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Try the simulator' })).toBeTruthy();
    expect(screen.getByTestId('stepped-modal-step').textContent).toBe('3/3');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('parlance_welcome')).toBeNull();

    view.unmount();
    renderRoutes(routes, '/7/home');
    await screen.findByTestId('product-cards');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are not shown to someone who is not an admin, nor for another tenant', async () => {
    home(() => json(200, PRODUCTS), ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER]);
    window.sessionStorage.setItem('parlance_welcome', '7');
    const view = renderRoutes(routes, '/7/home');
    await screen.findByTestId('product-cards');
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    home(() => json(200, PRODUCTS));
    window.sessionStorage.setItem('parlance_welcome', '8');
    renderRoutes(routes, '/7/home');
    await screen.findByTestId('product-cards');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
