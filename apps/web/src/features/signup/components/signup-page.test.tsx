import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { empty, fakeServer, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });

const values = {
  'Organisation name': 'Acme Contact',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'E-mail': 'ada@example.com',
  Login: 'ada',
  Password: 'secret-pass',
};

const fillAndSubmit = async (overrides: Partial<typeof values> = {}) => {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Create your organisation' });
  for (const [label, value] of Object.entries({ ...values, ...overrides })) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('sign-up page', () => {
  it('creates the tenant, signs in with the same login and lands on /{publicId}/home', async () => {
    let signedIn = false;
    const server = fakeServer({
      'GET /api/account': () => (signedIn ? json(200, account({ tenantPublicId: 482913 })) : unauthorized()),
      'POST /api/tenant/signup': () => json(201, { publicId: 482913 }),
      'POST /api/authentication': () => {
        signedIn = true;
        return empty(200);
      },
      'GET /api/tenant/current': () => json(200, tenant({ publicId: 482913 })),
    });
    const { router } = renderRoutes(routes, '/signup');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/482913/home'));
    // The new admin is welcomed with the first steps.
    expect(await screen.findByRole('dialog', { name: 'Create a program' })).toBeTruthy();
    expect(JSON.parse(server.calls('POST', '/api/tenant/signup')[0]?.body ?? '')).toEqual({
      tenantName: 'Acme Contact',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      login: 'ada',
      password: 'secret-pass',
    });
    const login = server.calls('POST', '/api/authentication')[0];
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      username: 'ada',
      password: 'secret-pass',
    });
  });

  it('puts server field errors on their fields', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/tenant/signup': () =>
        json(
          400,
          {
            title: 'Method argument not valid',
            status: 400,
            errorKey: 'error.validation',
            fieldErrors: [
              { objectName: 'signup', field: 'tenantName', message: 'This name is not allowed.' },
              { objectName: 'signup', field: 'password', message: 'Too weak.' },
            ],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/signup');
    await fillAndSubmit();
    expect((await screen.findByTestId('tenantName-error')).textContent).toBe('This name is not allowed.');
    expect(screen.getByTestId('password-error').textContent).toBe('Too weak.');
    expect(screen.getByLabelText('Organisation name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain('password-error');
    expect(screen.queryByTestId('form-errors')).toBeNull();
  });

  it('userexists: the error lands on the login field once, even with a field error too', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/tenant/signup': () =>
        json(
          400,
          {
            title: 'Login name already used!',
            status: 400,
            message: 'This login is already in use.',
            errorKey: 'userexists',
            fieldErrors: [{ field: 'login', message: 'This login is already in use.' }],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/signup');
    await fillAndSubmit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('This login is already in use.');
    expect(screen.getAllByText('This login is already in use.')).toHaveLength(1);
  });

  it('emailexists without field errors: the message lands on the e-mail field', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/tenant/signup': () =>
        json(
          400,
          {
            title: 'Email is already in use!',
            status: 400,
            message: 'This e-mail address is already in use.',
            errorKey: 'emailexists',
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/signup');
    await fillAndSubmit();
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'This e-mail address is already in use.',
    );
  });

  it('groups list field errors by element and shows other answers above the form', async () => {
    fakeServer({
      'GET /api/account': unauthorized,
      'POST /api/tenant/signup': () =>
        json(
          400,
          {
            title: 'Method argument not valid',
            status: 400,
            fieldErrors: [
              { field: 'contacts[0].phone', message: 'Required' },
              { field: 'contacts[0].name', message: 'Too long' },
              { field: 'contacts[2].phone', message: 'Invalid' },
            ],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/signup');
    await fillAndSubmit();
    const errors = await screen.findByTestId('form-errors');
    expect([...errors.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Error(s) in element 1: Required; Too long',
      'Error(s) in element 3: Invalid',
    ]);
  });

  it('checks the e-mail pattern in the browser', async () => {
    const server = fakeServer({ 'GET /api/account': unauthorized });
    renderRoutes(routes, '/signup');
    await fillAndSubmit({ 'E-mail': 'ada@example' });
    expect((await screen.findByTestId('email-error')).textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(server.calls('POST', '/api/tenant/signup')).toHaveLength(0);
  });
});
