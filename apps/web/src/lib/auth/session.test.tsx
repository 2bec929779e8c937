import { ANONYMOUS_ACCOUNT } from '@parlance/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { account } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { apiClient } from '../api-client';
import { fetchAccount } from './account';
import { accountStore } from './account-store';
import { performLogout } from './logout';
import { useSession } from './session';
import { sessionFlags } from './session-flags';

const SessionView = () => {
  const session = useSession();
  return (
    <p data-testid="session">
      {session.status} {session.account.login} {session.loggedOut ? 'loggedOut' : 'active'}
    </p>
  );
};

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

describe('session state', () => {
  it('goes from unknown to authenticated', async () => {
    fakeServer({ 'GET /api/account': () => json(200, account()) });
    renderRoutes([{ path: '/', element: <SessionView /> }], '/');
    expect(screen.getByTestId('session').textContent).toBe('unknown anon active');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated ada active'));
  });

  it('goes from unknown to anonymous on 401', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes([{ path: '/', element: <SessionView /> }], '/');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous anon active'));
  });

  it('resets to anonymous on a 401 from any other call', async () => {
    fakeServer({ 'GET /api/account': () => json(200, account()), 'GET /api/anything': unauthorized });
    renderRoutes([{ path: '/', element: <SessionView /> }], '/');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toMatch(/^authenticated/));
    await act(async () => {
      await apiClient.get('/api/anything').catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous anon active'));
  });
});

describe('logout', () => {
  it('posts /api/logout, sets loggedOut, returns to anonymous and clears parlance_ session storage', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account()),
      'POST /api/logout': () => json(200, {}),
    });
    window.sessionStorage.setItem('parlance_dashboard', 'false');
    window.sessionStorage.setItem('parlance_simulator', '{"engagementId":"PLATFORM1"}');
    window.sessionStorage.setItem('other_app', 'kept');
    window.sessionStorage.setItem('dashboard', 'kept too');
    const { queryClient } = renderRoutes([{ path: '/', element: <SessionView /> }], '/');
    await waitFor(() => expect(screen.getByTestId('session').textContent).toMatch(/^authenticated/));
    queryClient.setQueryData(['tenant', 'current'], { publicId: 7 });

    await act(() => performLogout());

    expect(server.calls('POST', '/api/logout')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous anon loggedOut'));
    expect(accountStore.get().account).toEqual(ANONYMOUS_ACCOUNT);
    expect(queryClient.getQueryData(['tenant', 'current'])).toBeUndefined();
    expect(window.sessionStorage.getItem('parlance_dashboard')).toBeNull();
    expect(window.sessionStorage.getItem('parlance_simulator')).toBeNull();
    expect(window.sessionStorage.getItem('other_app')).toBe('kept');
    expect(window.sessionStorage.getItem('dashboard')).toBe('kept too');
  });

  it('ends the local session even when the server does not answer', async () => {
    fakeServer({
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    window.sessionStorage.setItem('parlance_x', '1');
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    await performLogout();
    expect(sessionFlags.isLoggedOut()).toBe(true);
    expect(window.sessionStorage.getItem('parlance_x')).toBeNull();
  });

  it('loggedOut turns false again after a successful account refresh', async () => {
    fakeServer({ 'GET /api/account': [unauthorized, () => json(200, account())] });
    sessionFlags.setLoggedOut(true);
    expect(await fetchAccount()).toEqual(ANONYMOUS_ACCOUNT);
    expect(sessionFlags.isLoggedOut()).toBe(true);
    expect((await fetchAccount()).login).toBe('ada');
    expect(sessionFlags.isLoggedOut()).toBe(false);
  });
});
