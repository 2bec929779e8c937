import {
  type AdminUser,
  type Department,
  PAGE_HEADERS,
  type Role,
  STANDARD_ROLES,
  USER_LIST_SPEC,
} from '@parlance/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgentsPage } from '../../features/admin/agents/agents-page';
import { UsersPage } from '../../features/admin/users/users-page';
import { empty, fakeServer, type Handler, json, type RecordedRequest } from '../../test/fake-server';
import { account } from '../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../test/render';
// The dialogs load lazily in the app; here they are loaded up front, so that opening one is quick.
import '../confirm-dialog';
import './person-create-form';
import './person-edit-form';

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];

const person = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 21,
  login: 'bob',
  firstName: 'Bob',
  middleName: null,
  lastName: 'Builder',
  fullName: 'Bob Builder',
  email: 'bob@example.com',
  activated: true,
  status: 'ACTIVE',
  roles: ['ROLE_SUPERVISOR'],
  authorities: ['ROLE_SUPERVISOR'],
  tenantPublicId: 7,
  externalCode: null,
  createdBy: 'ada',
  createdDate: '2024-05-17T23:30:00.000Z',
  lastModifiedBy: 'ada',
  lastModifiedDate: '2024-05-18T10:00:00.000Z',
  lastActivityDate: '2024-06-01T08:00:00.000Z',
  departmentId: 3,
  ...overrides,
});

const role = (name: string): Role => ({
  id: name.length,
  name,
  description: null,
  standard: true,
  permissions: [],
  userCount: 1,
});

const ROLES_LIST = ['ROLE_ADMIN', 'ROLE_DESIGNER', 'ROLE_SUPERVISOR', 'ROLE_XLM_AGENT'].map(role);
const DEPARTMENTS: Department[] = [
  { id: 3, name: 'Sales', description: null, userCount: 1 },
  { id: 4, name: 'Support', description: null, userCount: 0 },
];

const page = (rows: unknown[]) => json(200, rows, { headers: { 'X-Total-Count': String(rows.length) } });

const server = (
  routes: Record<string, Handler | Handler[]> = {},
  { authorities = ADMIN, rows = [person()] }: { authorities?: string[]; rows?: AdminUser[] } = {},
) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /7/api/users': () => page(rows),
    'GET /7/api/agents': () => page(rows),
    'GET /7/api/roles': () => page(ROLES_LIST),
    'GET /7/api/departments': () => page(DEPARTMENTS),
    ...routes,
  });

/** PrimeReact's table and dialogs are heavy in jsdom; a busy machine needs more than the default 5 s. */
const SLOW = { timeout: 20_000 };

const USERS_PATH = '/7/admin/account-management/users';
const AGENTS_PATH = '/7/admin/account-management/agents';

const renderPage = (path = USERS_PATH) =>
  renderRoutes(
    [
      {
        path: '/:tenantPublicId/admin/account-management/users',
        element: (
          <>
            <UsersPage />
            <LocationProbe />
          </>
        ),
      },
      {
        path: '/:tenantPublicId/admin/account-management/agents',
        element: (
          <>
            <AgentsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null');
const location = () => screen.getByTestId('location').textContent ?? '';
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/**
 * Opens a PrimeReact select (dropdown or multi-select) by its label and picks an option of its panel; a
 * multi-select is closed again afterwards.
 */
const pick = async (label: string, option: string) => {
  // The focusable input (PrimeReact's hidden native select may carry the same name).
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  const root = input?.closest('.p-dropdown, .p-multiselect') as HTMLElement;
  const panelClass = root.classList.contains('p-multiselect') ? '.p-multiselect-panel' : '.p-dropdown-panel';
  // A select picked just before may still be closing; its panel would be taken for this one's.
  await waitFor(() => expect(document.querySelector(panelClass)).toBeNull());
  fireEvent.click(root);
  const panel = await waitFor(() => {
    const open = document.querySelector<HTMLElement>(panelClass);
    if (!open) throw new Error(`the options of ${label} did not open`);
    return open;
  });
  // jsdom has no layout, so PrimeReact's overlay alignment leaves the panel at display: none.
  fireEvent.click(within(panel).getByRole('option', { name: option, hidden: true }));
  if (panelClass === '.p-multiselect-panel') {
    fireEvent.click(root);
    await waitFor(() => expect(document.querySelector(panelClass)).toBeNull());
  }
};

describe('users table', SLOW, () => {
  it('asks for the URL state and shows people with their status, roles, department and UTC dates', async () => {
    const fake = server();
    renderPage(`${USERS_PATH}?page=0&size=20&sort=createdDate,desc`);
    const row = await rowOf('bob');
    expect(within(row).getByText('Bob Builder')).toBeTruthy();
    expect(within(row).getByText('bob@example.com')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('ROLE_SUPERVISOR')).toBeTruthy();
    // The department names come with their own list.
    await waitFor(async () => expect(within(await rowOf('bob')).getByText('Sales')).toBeTruthy());
    // Dates are shown as UTC days (23:30 UTC is still the 17th).
    expect(within(row).getByText('2024/05/17')).toBeTruthy();
    expect(within(row).getByText('2024/06/01')).toBeTruthy();
    const list = fake.calls('GET', '/7/api/users')[0]!;
    expect(list.url.searchParams.getAll('sort')).toEqual(['createdDate,desc']);
    expect(list.url.searchParams.get('size')).toBe('20');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    // The sentence under the heading is the one the server's first paint draws before the list has come.
    expect(screen.getByText(PAGE_HEADERS['admin/account-management/users'].lead)).toBeTruthy();
  });

  it('sorts by column click, filters by status and role, and keeps it all in the URL', async () => {
    const fake = server({
      'GET /7/api/users': (request) =>
        page(request.url.searchParams.get('role.equals') === 'ROLE_DESIGNER' ? [] : [person()]),
    });
    renderPage();
    await rowOf('bob');
    fireEvent.click(screen.getByText('Login'));
    await waitFor(() => expect(location()).toContain('sort=login%2Cdesc'));
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(location()).toContain('sort=lastName%2Casc'));

    await pick('Filter by Status', 'Invited');
    await waitFor(() => expect(location()).toContain('status.equals=INVITED'));
    await waitFor(() => expect(fake.requests.at(-1)?.url.searchParams.get('status.equals')).toBe('INVITED'));

    await pick('Filter by Roles', 'ROLE_DESIGNER');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(location()).toContain('role.equals=ROLE_DESIGNER');
    expect(location()).toContain('page=0');
  });

  it('filters by department id and by last name', async () => {
    const fake = server();
    renderPage();
    await screen.findAllByLabelText('Filter by Department');
    await pick('Filter by Department', 'Support');
    await waitFor(() => expect(location()).toContain('departmentId.equals=4'));
    fireEvent.change(screen.getByLabelText('Filter by last name'), { target: { value: 'buil' } });
    await waitFor(() => expect(location()).toContain('lastName.contains=buil'));
    await waitFor(() => expect(fake.requests.at(-1)?.url.searchParams.get('lastName.contains')).toBe('buil'));
  });

  it('uses only fields the shared list spec allows', () => {
    for (const field of ['login', 'lastName', 'email', 'status', 'createdDate', 'lastActivityDate'])
      expect(USER_LIST_SPEC.sortable).toContain(field);
    for (const field of ['login', 'lastName', 'email', 'status', 'role', 'departmentId', 'externalCode'])
      expect(Object.keys(USER_LIST_SPEC.filters)).toContain(field);
  });

  it('says so when nobody matches, and shows a failed list as an error', async () => {
    server({ 'GET /7/api/users': [() => page([]), () => json(500, { title: 'Boom', status: 500 })] });
    renderPage();
    expect(await screen.findByText('No users found.')).toBeTruthy();
    fireEvent.click(screen.getByText('Login'));
    expect((await screen.findByTestId('people-list-error')).textContent).toContain(
      'Something went wrong please contact your admin',
    );
  });

  it('hides what the signed-in user may not do', async () => {
    server({}, { authorities: ['p-view_user_accounts'] });
    renderPage();
    await rowOf('bob');
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /bob$/ })).toBeNull();
  });

  it("reads each button's access from the shared endpoint table", async () => {
    server(
      {},
      {
        authorities: ['p-view_agent_accounts', 'p-create_user_accounts'],
        rows: [person({ id: 22, login: 'ivy', status: 'INVITED', roles: ['ROLE_XLM_AGENT'] })],
      },
    );
    renderPage(AGENTS_PATH);
    const row = await rowOf('ivy');
    expect(await screen.findByRole('button', { name: 'New agent' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(row)
          .queryAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Resend invitation ivy']),
    );
  });

  it('offers the actions that fit each person, and never deactivating oneself', async () => {
    server(
      {},
      {
        rows: [
          person({ id: 11, login: 'ada', fullName: 'Ada Lovelace' }),
          person({ id: 22, login: 'ivy', status: 'INVITED' }),
          person({ id: 23, login: 'dan', status: 'DEACTIVATED' }),
        ],
      },
    );
    renderPage();
    const names = async (login: string) =>
      within(await rowOf(login))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(await names('ada')).toEqual(['Edit ada', 'Send password reset ada']);
    expect(await names('ivy')).toEqual(['Edit ivy', 'Resend invitation ivy', 'Deactivate ivy']);
    expect(await names('dan')).toEqual(['Edit dan', 'Reactivate dan']);
  });
});

describe('creating people', SLOW, () => {
  it('invites a user with roles and a department, then says so and reloads the list', async () => {
    const fake = server({ 'POST /7/api/users': () => json(201, person({ id: 30, login: 'cy' })) });
    renderPage();
    await rowOf('bob');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Login'), 'cy');
    await user.type(within(dialog).getByLabelText('E-mail'), 'cy@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Cy');
    await user.type(within(dialog).getByLabelText('Last name'), 'Young');
    await pick('Roles', 'ROLE_DESIGNER');
    await pick('Department', 'Support');
    expect(within(dialog).getByText('The user gets an e-mail with a link to set a password.')).toBeTruthy();
    const lists = fake.calls('GET', '/7/api/users').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('Successfully created User')).toBeTruthy();
    expect(screen.getByText('User was successfully created')).toBeTruthy();
    expect(bodyOf(fake.calls('POST', '/7/api/users')[0])).toEqual({
      login: 'cy',
      email: 'cy@example.com',
      firstName: 'Cy',
      middleName: null,
      lastName: 'Young',
      roles: ['ROLE_DESIGNER'],
      departmentId: 4,
      mode: 'invite',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New user' })).toBeNull());
    await waitFor(() => expect(fake.calls('GET', '/7/api/users').length).toBeGreaterThan(lists));
  });

  it('asks for a temporary password when that mode is chosen and sends it', async () => {
    const fake = server({ 'POST /7/api/users': () => json(201, person()) });
    renderPage();
    await rowOf('bob');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Login'), 'tim');
    await user.type(within(dialog).getByLabelText('E-mail'), 'tim@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Tim');
    await user.type(within(dialog).getByLabelText('Last name'), 'Temp');
    await user.click(within(dialog).getByLabelText('Set a temporary password'));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByTestId('temporaryPassword-error')).toHaveProperty(
      'textContent',
      'This field is required.',
    );
    await user.type(within(dialog).getByLabelText('Temporary password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('temporaryPassword-error').textContent).toContain('between 8 and'),
    );
    await user.type(within(dialog).getByLabelText('Temporary password'), '-but-now-long');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await screen.findByText('Successfully created User');
    expect(bodyOf(fake.calls('POST', '/7/api/users')[0])).toMatchObject({
      mode: 'temporaryPassword',
      temporaryPassword: 'short-but-now-long',
    });
  });

  it('checks the fields before sending anything', async () => {
    const fake = server();
    renderPage();
    await rowOf('bob');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe('This field is required.');
    expect(within(dialog).getByTestId('email-error').textContent).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(within(dialog).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls('POST', '/7/api/users')).toHaveLength(0);
  });

  const fillAndSubmit = async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Login'), 'bob');
    await user.type(within(dialog).getByLabelText('E-mail'), 'bob@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Bob');
    await user.type(within(dialog).getByLabelText('Last name'), 'Two');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    return dialog;
  };

  it('puts a taken e-mail on its field', async () => {
    server({
      'POST /7/api/users': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            errorKey: 'emailexists',
            message: 'This e-mail address is already in use.',
            fieldErrors: [{ field: 'email', message: 'This e-mail address is already in use.' }],
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    const dialog = await fillAndSubmit();
    expect((await within(dialog).findByTestId('email-error')).textContent).toBe(
      'This e-mail address is already in use.',
    );
    expect(within(dialog).queryByTestId('form-errors')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeTruthy();
  });

  it('puts a taken login on its field from the error key alone', async () => {
    server({
      'POST /7/api/users': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            errorKey: 'userexists',
            message: 'This login is already in use.',
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    const dialog = await fillAndSubmit();
    expect((await within(dialog).findByTestId('login-error')).textContent).toBe(
      'This login is already in use.',
    );
  });

  it('shows a 400 without a field above the form', async () => {
    server({
      'POST /7/api/users': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            detail: 'You cannot grant or take a role with permissions you do not hold yourself: ROLE_ADMIN.',
            message: 'You cannot grant or take a role with permissions you do not hold yourself: ROLE_ADMIN.',
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    const dialog = await fillAndSubmit();
    expect((await within(dialog).findByTestId('form-errors')).textContent).toContain(
      'You cannot grant or take a role',
    );
  });

  it('puts field errors of the roles and the department on those fields', async () => {
    server({
      'POST /7/api/users': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            errorKey: 'error.validation',
            fieldErrors: [
              { field: 'roles', message: 'Unknown role: ROLE_GONE.' },
              { field: 'departmentId', message: 'This department does not exist.' },
            ],
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    const dialog = await fillAndSubmit();
    expect((await within(dialog).findByTestId('roles-error')).textContent).toBe('Unknown role: ROLE_GONE.');
    expect(within(dialog).getByTestId('departmentId-error').textContent).toBe(
      'This department does not exist.',
    );
  });
});

describe('agents', SLOW, () => {
  it('lists agents with their external code and creates agents who always keep ROLE_XLM_AGENT', async () => {
    const fake = server(
      { 'POST /7/api/agents': () => json(201, person({ roles: ['ROLE_XLM_AGENT'] })) },
      { rows: [person({ login: 'ag', externalCode: 'EXT-9', roles: ['ROLE_XLM_AGENT'] })] },
    );
    renderPage(AGENTS_PATH);
    const row = await rowOf('ag');
    expect(within(row).getByText('EXT-9')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeTruthy();
    expect(screen.getByText(PAGE_HEADERS['admin/account-management/agents'].lead)).toBeTruthy();
    expect(fake.calls('GET', '/7/api/agents')).toHaveLength(1);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agent' });
    expect(within(dialog).getByText('Agents always hold ROLE_XLM_AGENT.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Login'), 'newagent');
    await user.type(within(dialog).getByLabelText('E-mail'), 'newagent@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'New');
    await user.type(within(dialog).getByLabelText('Last name'), 'Agent');
    await user.type(within(dialog).getByLabelText('External code (optional)'), 'EXT-10');
    // The agent role cannot be picked away.
    await pick('Roles', 'ROLE_XLM_AGENT');
    await pick('Roles', 'ROLE_SUPERVISOR');
    await user.click(within(dialog).getByRole('button', { name: 'Create agent' }));
    expect(await screen.findByText('Successfully created Agent')).toBeTruthy();
    expect(screen.getByText('Agent was successfully created')).toBeTruthy();
    const body = bodyOf(fake.calls('POST', '/7/api/agents')[0]);
    expect([...body.roles].sort()).toEqual(['ROLE_SUPERVISOR', 'ROLE_XLM_AGENT']);
    expect(body.externalCode).toBe('EXT-10');
  });

  it('puts an active agent in the control group and takes them out again', async () => {
    const fake = server(
      {
        'POST /7/api/agents/21/control-group': () => json(200, person({ status: 'CONTROL_GROUP' })),
        'POST /7/api/agents/22/control-group': () => json(200, person({ id: 22, status: 'ACTIVE' })),
      },
      {
        rows: [
          person({ roles: ['ROLE_XLM_AGENT'] }),
          person({ id: 22, login: 'cg', status: 'CONTROL_GROUP', roles: ['ROLE_XLM_AGENT'] }),
        ],
      },
    );
    renderPage(AGENTS_PATH);
    await rowOf('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Put in control group bob' }));
    expect(await screen.findByText('Successfully updated Agent')).toBeTruthy();
    expect(bodyOf(fake.calls('POST', '/7/api/agents/21/control-group')[0])).toEqual({ controlGroup: true });
    fireEvent.click(screen.getByRole('button', { name: 'Take out of control group cg' }));
    await waitFor(() => expect(fake.calls('POST', '/7/api/agents/22/control-group')).toHaveLength(1));
    expect(bodyOf(fake.calls('POST', '/7/api/agents/22/control-group')[0])).toEqual({ controlGroup: false });
  });

  it('says so when there are no agents', async () => {
    server({}, { rows: [] });
    renderPage(AGENTS_PATH);
    expect(await screen.findByText('No agents found.')).toBeTruthy();
  });
});

describe('editing people', SLOW, () => {
  it('edits a user with the login read-only and does not send it', async () => {
    const fake = server({ 'PUT /7/api/users/21': () => json(200, person({ firstName: 'Robert' })) });
    renderPage();
    await rowOf('bob');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user bob' });
    const login = within(dialog).getByLabelText('Login') as HTMLInputElement;
    expect(login.value).toBe('bob');
    expect(login.readOnly).toBe(true);
    const firstName = within(dialog).getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Robert');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Successfully updated User')).toBeTruthy();
    expect(screen.getByText('User was successfully updated')).toBeTruthy();
    expect(bodyOf(fake.calls('PUT', '/7/api/users/21')[0])).toEqual({
      email: 'bob@example.com',
      firstName: 'Robert',
      middleName: null,
      lastName: 'Builder',
      roles: ['ROLE_SUPERVISOR'],
      departmentId: 3,
    });
  });

  it('puts a taken e-mail of an edit on its field', async () => {
    server({
      'PUT /7/api/users/21': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            errorKey: 'emailexists',
            fieldErrors: [{ field: 'email', message: 'This e-mail address is already in use.' }],
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user bob' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByTestId('email-error')).textContent).toBe(
      'This e-mail address is already in use.',
    );
  });
});

describe('status changes and mails', SLOW, () => {
  it('asks before deactivating, and deactivates only on confirmation', async () => {
    const fake = server({
      'POST /7/api/users/21/deactivate': () => json(200, person({ status: 'DEACTIVATED' })),
    });
    renderPage();
    await rowOf('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate bob' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the user?' });
    expect(within(confirm).getByText(/will be signed out at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByTestId('confirm-dialog-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate the user?' })).toBeNull());
    expect(fake.calls('POST', '/7/api/users/21/deactivate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate bob' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate the user?' })).getByTestId(
        'confirm-dialog-confirm',
      ),
    );
    expect(await screen.findByText('Successfully updated User')).toBeTruthy();
    expect(screen.getByText('User was successfully updated')).toBeTruthy();
    expect(fake.calls('POST', '/7/api/users/21/deactivate')).toHaveLength(1);
  });

  it('shows why a deactivation was refused', async () => {
    server({
      'POST /7/api/users/21/deactivate': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            errorKey: 'lastadmin',
            detail: 'The tenant must keep at least one active user with the ROLE_ADMIN role.',
          },
          { problem: true },
        ),
    });
    renderPage();
    await rowOf('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate bob' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate the user?' })).getByTestId(
        'confirm-dialog-confirm',
      ),
    );
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(
      screen.getByText('The tenant must keep at least one active user with the ROLE_ADMIN role.'),
    ).toBeTruthy();
  });

  it('reactivates, resends an invitation and sends a password reset', async () => {
    const fake = server(
      {
        'POST /7/api/users/23/reactivate': () => json(200, person({ id: 23, status: 'ACTIVE' })),
        'POST /7/api/users/22/resend-invitation': () => empty(204),
        'POST /7/api/users/21/password-reset': () => empty(204),
      },
      {
        rows: [
          person(),
          person({ id: 22, login: 'ivy', email: 'ivy@example.com', status: 'INVITED' }),
          person({ id: 23, login: 'dan', status: 'DEACTIVATED' }),
        ],
      },
    );
    renderPage();
    await rowOf('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate dan' }));
    expect(await screen.findByText('Successfully updated User')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation ivy' }));
    expect(await screen.findByText('A new invitation was sent to ivy@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send password reset bob' }));
    expect(await screen.findByText('A password reset e-mail was sent to bob@example.com.')).toBeTruthy();
    expect(fake.calls('POST', '/7/api/users/23/reactivate')).toHaveLength(1);
    expect(fake.calls('POST', '/7/api/users/22/resend-invitation')).toHaveLength(1);
    expect(fake.calls('POST', '/7/api/users/21/password-reset')).toHaveLength(1);
  });
});
