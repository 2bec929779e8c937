import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { empty, fakeServer, json } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

describe('reset init page', () => {
  it('posts the e-mail as plain text and says a mail was sent', async () => {
    const server = fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/account/reset-password/init': () => empty(200),
    });
    renderRoutes(routes, '/account/reset/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('reset-init-sent')).textContent).toContain('we have sent it a message');
    const [request] = server.calls('POST', '/api/account/reset-password/init');
    expect(request?.headers.get('Content-Type')).toBe('text/plain');
    expect(request?.body).toBe('ada@example.com');
  });

  it('refuses a malformed address', async () => {
    const server = fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/account/reset/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(server.calls('POST', '/api/account/reset-password/init')).toHaveLength(0);
  });
});

const choosePassword = async (password: string, confirmation = password, button = 'Save new password') => {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password confirmation'), confirmation);
  await user.click(screen.getByRole('button', { name: button }));
};

describe('reset finish page', () => {
  it('posts {key, newPassword} to finish, says so, and moves on to /login after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/account/reset-password/finish': () => empty(200),
    });
    const { router } = renderRoutes(routes, '/account/reset/finish?key=abc123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await choosePassword('new-password-1');
    expect((await screen.findByTestId('reset-finish-done')).textContent).toContain(
      'Your password has been reset.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(JSON.parse(server.calls('POST', '/api/account/reset-password/finish')[0]?.body ?? '')).toEqual({
      key: 'abc123',
      newPassword: 'new-password-1',
    });
    await act(async () => vi.advanceTimersByTime(4900));
    expect(router.state.location.pathname).toBe('/account/reset/finish');
    await act(async () => vi.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('uses finish-create for an invited user (create=1)', async () => {
    const server = fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/account/reset-password/finish-create': () => empty(200),
    });
    renderRoutes(routes, '/account/reset/finish?key=inv1&create=1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    await choosePassword('first-password', 'first-password', 'Set password');
    expect((await screen.findByTestId('reset-finish-done')).textContent).toContain(
      'Your password has been set.',
    );
    expect(server.calls('POST', '/api/account/reset-password/finish-create')).toHaveLength(1);
  });

  it('requires the confirmation to match', async () => {
    const server = fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/account/reset/finish?key=abc');
    await choosePassword('new-password-1', 'new-password-2');
    expect((await screen.findByTestId('confirmPassword-error')).textContent).toBe(
      'The password and its confirmation do not match.',
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows password errors on the field and key errors above the form', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/account/reset-password/finish': () =>
        json(
          400,
          {
            title: 'Invalid request',
            status: 400,
            fieldErrors: [
              { field: 'key', message: 'This link is invalid or has expired.' },
              { field: 'newPassword', message: 'The password must be between 8 and 100 characters long.' },
            ],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/account/reset/finish?key=old');
    await choosePassword('new-password-1');
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'This link is invalid or has expired.',
    );
    expect(screen.getByTestId('newPassword-error').textContent).toBe(
      'The password must be between 8 and 100 characters long.',
    );
  });

  it('says the link is invalid when it has no key', async () => {
    fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/account/reset/finish');
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'This link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    await act(async () => undefined);
  });
});
