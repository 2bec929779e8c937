import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { accountStore, sessionHint } from '../../../lib/auth';
import { NavigationProvider } from '../../../lib/navigation';
import { empty, fakeServer, json, networkError } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

/**
 * A server to sign in to: the account is a 401 until the sign-in has been posted, then `signedIn`, as the real
 * server answers. By state rather than by turn, so that a request left over from an earlier test cannot take the
 * page's answer on a busy machine.
 */
const signInServer = (signedIn = account(), authenticated = () => empty(200)) => {
  let session = false;
  return fakeServer({
    'GET /api/account': () => (session ? json(200, signedIn) : unauthorized()),
    'POST /api/authentication': () => {
      session = true;
      return authenticated();
    },
    'GET /api/tenant/current': () => json(200, tenant()),
  });
};

const signIn = async (username = 'ada', password = 'secret-pass') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Login or e-mail'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login page', () => {
  it('shows the form with its links', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/account/reset/',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('ok: refreshes the account and lands on /{tenantPublicId}/home', async () => {
    const server = signInServer();
    const { router } = renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/7/home');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    const [login] = server.calls('POST', '/api/authentication');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      username: 'ada',
      password: 'secret-pass',
    });
  });

  it('ok: a late 401 to the account probe sent before signing in leaves the new session signed in', async () => {
    let answerProbe: (response: Response) => void = () => undefined;
    const probe = new Promise<Response>((resolve) => {
      answerProbe = resolve;
    });
    fakeServer({
      'GET /api/account': [() => probe, () => json(200, account())],
      'POST /api/authentication': () => empty(200),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const late = unauthorized();
    const read = vi.spyOn(late, 'text');
    answerProbe(late);
    // Handled once its body has been read: what follows are promise continuations, all run before the next task.
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    await read.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(accountStore.get().account?.login).toBe('ada');
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('redirect: goes to the origin-handler target', async () => {
    signInServer(account({ status: 'TEMP_PASSWORD' }), () =>
      empty(200, { 'origin-handler': '/account/change-password' }),
    );
    const { router } = renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/change-password');
  });

  it('error: shows the server message and stays', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/authentication': () =>
        json(
          401,
          {
            title: 'Unauthorized',
            status: 401,
            message: 'Invalid login or password.',
            errorKey: 'badcredentials',
          },
          { problem: true },
        ),
    });
    const { router } = renderRoutes(routes, '/login');
    await signIn('ada', 'wrong-password');
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid login or password.');
    expect(screen.getByRole('alert').textContent).toBe('Invalid login or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('error without an answer: "Unknown error, please try again later"', async () => {
    fakeServer({ 'GET /api/account': unauthorized, 'POST /api/authentication': networkError });
    renderRoutes(routes, '/login');
    await signIn();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Unknown error, please try again later',
    );
  });

  it('checks the fields before calling the server', async () => {
    const server = fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your login or e-mail.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Login or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/authentication')).toHaveLength(0);
  });

  it('sends a signed-in user home', async () => {
    window.history.replaceState(null, '', '/login');
    sessionHint.set(true);
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/home'));
  });

  it('asks nothing about the account in a browser that has had no session since its last sign-out', async () => {
    window.history.replaceState(null, '', '/login');
    const server = fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.calls('GET', '/api/account')).toHaveLength(0);
  });

  it('forgets the session hint when the account is gone, and keeps it after signing in', async () => {
    window.history.replaceState(null, '', '/login');
    sessionHint.set(true);
    signInServer();
    // Watched as calls rather than read from storage: what a request left over from an earlier test writes, on a
    // busy machine, must not hide that this page's 401 cleared the hint (nor, by `signInServer`, take that 401).
    const hint = vi.spyOn(sessionHint, 'set');
    renderRoutes(routes, '/login');
    await waitFor(() => expect(hint).toHaveBeenCalledWith(false));
    hint.mockRestore();
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(sessionHint.get()).toBe(true);
  });

  it('needs no provider around the router: the tenant layout brings the query cache and the toasts', async () => {
    signInServer();
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/7/home');
  });

  it("forgets the previous session's cached answers when signing in", async () => {
    signInServer();
    const { queryClient } = renderRoutes(routes, '/login');
    queryClient.setQueryData(['tenant', 'current'], tenant({ name: 'Previous Tenant' }));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.getByTestId('tenant-name').textContent).toBe('Acme Contact');
  });
});

describe('login page without the router', () => {
  const renderAlone = () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider value={{ navigate }}>
        <LoginPage />
      </NavigationProvider>,
    );
    return navigate;
  };

  it('follows its links through the navigation it is given', async () => {
    window.history.replaceState(null, '', '/login');
    fakeServer({});
    const navigate = renderAlone();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(navigate).toHaveBeenLastCalledWith('/account/reset/');
    await user.click(screen.getByRole('link', { name: 'Parlance' }));
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('goes home once signed in, replacing /login, and keeps the form busy meanwhile', async () => {
    window.history.replaceState(null, '', '/login');
    fakeServer({
      'GET /api/account': () => json(200, account()),
      'POST /api/authentication': () => empty(200),
    });
    const navigate = renderAlone();
    await signIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/7/home', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a signed-in user home and shows nothing meanwhile', async () => {
    window.history.replaceState(null, '', '/login');
    sessionHint.set(true);
    fakeServer({ 'GET /api/account': () => json(200, account()) });
    const navigate = renderAlone();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/7/home', { replace: true }));
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });
});
