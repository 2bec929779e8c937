import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { empty, fakeServer, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

const fill = async (current: string, next: string, confirmation = next) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password confirmation'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('change password page', () => {
  it('changes the temporary password, refreshes the account and goes home', async () => {
    const server = fakeServer({
      'GET /api/account': [
        () => json(200, account({ status: 'TEMP_PASSWORD' })),
        () => json(200, account({ status: 'ACTIVE' })),
      ],
      'POST /api/account/change-password': () => empty(200),
      'GET /api/tenant/current': () => json(200, tenant()),
    });
    const { router } = renderRoutes(routes, '/account/change-password');
    expect(
      await screen.findByText('Your password is temporary. Please choose a new one to continue.'),
    ).toBeTruthy();
    await fill('temp-pass-1', 'my-own-password');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/7/home');
    expect(JSON.parse(server.calls('POST', '/api/account/change-password')[0]?.body ?? '')).toEqual({
      currentPassword: 'temp-pass-1',
      newPassword: 'my-own-password',
    });
  });

  it('shows a wrong current password on its field', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account({ status: 'TEMP_PASSWORD' })),
      'POST /api/account/change-password': () =>
        json(
          400,
          {
            title: 'Invalid request',
            status: 400,
            fieldErrors: [{ field: 'currentPassword', message: 'The current password is not correct.' }],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/account/change-password');
    await fill('wrong-pass-1', 'my-own-password');
    expect((await screen.findByTestId('currentPassword-error')).textContent).toBe(
      'The current password is not correct.',
    );
  });

  it('sends anonymous visitors to /login', async () => {
    fakeServer({
      'GET /api/account': () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true }),
    });
    const { router } = renderRoutes(routes, '/account/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
