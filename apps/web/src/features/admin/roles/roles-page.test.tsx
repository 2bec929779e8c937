import { PERMISSIONS, type Role, STANDARD_ROLES } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

// Loaded up front, so that the lazy route resolves at once; the flows type a lot, so they get more time.
import './roles-page';
// The dialogs load lazily in the app; here they are loaded up front too.
import './components/role-form';
import '../../../components/delete-confirm';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];
const CATALOGUE = Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description }));

const role = (overrides: Partial<Role> = {}): Role => ({
  id: 10,
  name: 'ROLE_TEAM_LEAD',
  description: 'Leads a team',
  standard: false,
  permissions: ['p-view_agent_accounts'],
  userCount: 0,
  ...overrides,
});

const ROLES: Role[] = [
  role({
    id: 1,
    name: 'ROLE_ADMIN',
    description: 'Administers the tenant',
    standard: true,
    permissions: [...STANDARD_ROLES.ROLE_ADMIN],
    userCount: 1,
  }),
  role(),
  role({ id: 11, name: 'ROLE_NIGHT_SHIFT', description: null, permissions: [], userCount: 2 }),
];

const rolesList: Handler = () => json(200, ROLES, { headers: { 'X-Total-Count': String(ROLES.length) } });

const serve = (extra: Record<string, Handler | Handler[]>, authorities: string[] = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/roles': rolesList,
    'GET /7/api/permissions': () => json(200, CATALOGUE),
    ...extra,
  });

const toast = async (summary: string, detail: string) => {
  expect(await screen.findByText(summary)).toBeTruthy();
  expect(screen.getByText(detail)).toBeTruthy();
};

const matrixBox = (permission: string, roleName: string) =>
  within(screen.getByTestId('permission-matrix')).getByRole('checkbox', {
    name: `${permission} for ${roleName}`,
  }) as HTMLInputElement;

describe('roles and permissions page', { timeout: 20_000 }, () => {
  it('lists the roles (standard ones read-only) and asks the server with the URL state', async () => {
    const server = serve({});
    renderRoutes(routes, '/7/admin/role-management/standard?standard.equals=false');
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(table).findByText('ROLE_TEAM_LEAD')).toBeTruthy();
    expect(within(table).getByText('Standard (read-only)')).toBeTruthy();
    const tableRequest = server
      .calls('GET', '/7/api/roles')
      .find((request) => request.url.searchParams.get('standard.equals') === 'false');
    expect(tableRequest?.url.searchParams.getAll('sort')).toEqual(['name,asc']);
    // The matrix asks for every role, by name.
    const matrixRequest = server
      .calls('GET', '/7/api/roles')
      .find((request) => request.url.searchParams.get('size') === '100');
    expect(matrixRequest?.url.searchParams.has('standard.equals')).toBe(false);

    expect(screen.getByRole('button', { name: 'Edit ROLE_TEAM_LEAD' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit ROLE_ADMIN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ROLE_ADMIN' })).toBeNull();
  });

  it('shows the permission matrix: standard roles disabled, custom ones editable', async () => {
    serve({});
    renderRoutes(routes, '/7/admin/role-management/standard');
    await screen.findByTestId('permission-matrix');
    expect(matrixBox('p-view_programs', 'ROLE_ADMIN').checked).toBe(true);
    expect(matrixBox('p-view_programs', 'ROLE_ADMIN').disabled).toBe(true);
    expect(matrixBox('p-view_agent_accounts', 'ROLE_TEAM_LEAD').checked).toBe(true);
    expect(matrixBox('p-view_programs', 'ROLE_TEAM_LEAD').checked).toBe(false);
    expect(matrixBox('p-view_programs', 'ROLE_TEAM_LEAD').disabled).toBe(false);
    expect(screen.getAllByRole('row')).toBeTruthy();
  });

  it('saves the ticked permissions of custom roles, each role whole', async () => {
    const server = serve({
      'PUT /7/api/roles/10': () =>
        json(200, role({ permissions: ['p-view_agent_accounts', 'p-view_programs'] })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await screen.findByTestId('permission-matrix');
    const save = screen.getByTestId('matrix-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(matrixBox('p-view_programs', 'ROLE_TEAM_LEAD'));
    expect(save.disabled).toBe(false);
    expect(save.textContent).toContain('Save changes (1)');
    // Ticking back undoes the change.
    await user.click(matrixBox('p-view_programs', 'ROLE_TEAM_LEAD'));
    expect(save.disabled).toBe(true);
    await user.click(matrixBox('p-view_programs', 'ROLE_TEAM_LEAD'));
    await user.click(save);
    await toast('Successfully updated Role', 'Role was successfully updated');
    expect(JSON.parse(server.calls('PUT', '/7/api/roles/10')[0]!.body)).toEqual({
      name: 'ROLE_TEAM_LEAD',
      description: 'Leads a team',
      permissions: ['p-view_agent_accounts', 'p-view_programs'],
    });
    expect(server.calls('PUT', '/7/api/roles/11')).toHaveLength(0);
    // The account is read again: the signed-in user may hold the role.
    await waitFor(() => expect(server.calls('GET', '/api/account').length).toBeGreaterThan(1));
  });

  it('creates a role, previewing the stored name', async () => {
    const server = serve({
      'POST /7/api/roles': [
        () =>
          json(
            400,
            {
              title: 'Bad Request',
              status: 400,
              detail: 'A role with this name already exists.',
              message: 'A role with this name already exists.',
              errorKey: 'error.validation',
              fieldErrors: [{ field: 'name', message: 'A role with this name already exists.' }],
            },
            { problem: true },
          ),
        () => json(201, role({ id: 12, name: 'ROLE_QUALITY', permissions: ['p-view_programs'] })),
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    const name = within(dialog).getByLabelText('Name');
    await user.type(name, 'Team lead');
    expect(within(dialog).getByText('Saved as ROLE_TEAM_LEAD')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBe('name-hint');
    await user.click(within(dialog).getByRole('checkbox', { name: /View programs/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('name-error')).textContent).toBe(
      'A role with this name already exists.',
    );
    expect(JSON.parse(server.calls('POST', '/7/api/roles')[0]!.body)).toEqual({
      name: 'ROLE_TEAM_LEAD',
      description: null,
      permissions: ['p-view_programs'],
    });

    await user.clear(name);
    await user.type(name, 'quality');
    expect(within(dialog).getByText('Saved as ROLE_QUALITY')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Successfully created Role', 'Role was successfully created');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the name in the browser first', async () => {
    const server = serve({});
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.type(within(dialog).getByLabelText('Name'), 'Team/lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('name-error')).textContent).toBe(
      'A role name may hold letters, digits, spaces and underscores only.',
    );
    expect(server.calls('POST', '/7/api/roles')).toHaveLength(0);
  });

  it('edits a custom role with its permissions ticked; lists errors on single permissions', async () => {
    const server = serve({
      'PUT /7/api/roles/10': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            detail: 'You cannot grant a permission you do not hold yourself.',
            errorKey: 'error.validation',
            fieldErrors: [
              { field: 'permissions[1]', message: 'You cannot grant a permission you do not hold yourself.' },
            ],
          },
          { problem: true },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await user.click(await screen.findByRole('button', { name: 'Edit ROLE_TEAM_LEAD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role ROLE_TEAM_LEAD' });
    const agents = within(dialog).getByRole('checkbox', { name: /View agent accounts/ }) as HTMLInputElement;
    expect(agents.checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Read the audit log/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('form-errors')).textContent).toBe(
      'Error(s) in element 2: You cannot grant a permission you do not hold yourself.',
    );
    expect(JSON.parse(server.calls('PUT', '/7/api/roles/10')[0]!.body).permissions).toEqual([
      'p-view_agent_accounts',
      'p-view_audit_log',
    ]);
  });

  it('disables the permissions a non-admin does not hold', async () => {
    serve({}, ['p-create_roles', 'p-view_programs', 'p-view_agent_accounts']);
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await screen.findByTestId('permission-matrix');
    expect(matrixBox('p-view_programs', 'ROLE_NIGHT_SHIFT').disabled).toBe(false);
    expect(matrixBox('p-view_audit_log', 'ROLE_NIGHT_SHIFT').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    expect(
      (within(dialog).getByRole('checkbox', { name: /Read the audit log/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('checkbox', { name: /View programs/ }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('shows "role assigned" as a validation error in the confirm dialog', async () => {
    const server = serve({
      'DELETE /7/api/roles/11': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            detail: 'This role is still held by 2 users; take it from them first.',
            message: 'This role is still held by 2 users; take it from them first.',
            errorKey: 'roleassigned',
          },
          { problem: true },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await user.click(await screen.findByRole('button', { name: 'Delete ROLE_NIGHT_SHIFT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role?' });
    expect(within(dialog).getByText(/2 users hold it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const error = await within(dialog).findByTestId('delete-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe(
      'Validation ErrorThis role is still held by 2 users; take it from them first.',
    );
    expect(server.calls('DELETE', '/7/api/roles/11')).toHaveLength(1);
  });

  it('deletes a custom role after confirmation', async () => {
    const server = serve({ 'DELETE /7/api/roles/10': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/role-management/standard');
    await user.click(await screen.findByRole('button', { name: 'Delete ROLE_TEAM_LEAD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toast('Successfully deleted Role', 'Role was successfully deleted');
    expect(server.calls('DELETE', '/7/api/roles/10')).toHaveLength(1);
  });
});
