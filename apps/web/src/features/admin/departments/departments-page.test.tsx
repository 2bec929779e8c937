import { type AuditEvent, type Department, STANDARD_ROLES } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';

// Loaded up front, so that the lazy route resolves at once; the flows type a lot, so they get more time.
import './departments-page';
// The dialogs and the client apps tab load lazily in the app; here they are loaded up front too.
import './components/department-form';
import './components/client-apps-section';
import '../../../components/delete-confirm';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];
const MANAGER = ['p-create_departments'];

const DEPARTMENTS: Department[] = [
  { id: 1, name: 'Sales', description: 'Inbound sales', userCount: 2 },
  { id: 2, name: 'Support', description: null, userCount: 0 },
];

const EVENTS: AuditEvent[] = [
  {
    id: 5,
    actor: 'ada',
    action: 'update',
    entityType: 'department',
    entityId: '2',
    before: { id: 2, name: 'Help desk', description: null },
    after: { id: 2, name: 'Support', description: null },
    createdDate: '2024-05-17T10:11:12.000Z',
  },
];

const problem = (status: number, body: Record<string, unknown>) =>
  json(status, { title: 'Bad Request', status, ...body }, { problem: true });

const serve = (extra: Record<string, Handler | Handler[]>, authorities: string[] = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/departments': () => json(200, DEPARTMENTS, { headers: { 'X-Total-Count': '2' } }),
    'GET /7/api/client-apps': () =>
      json(200, [
        { clientId: 'supex', url: 'https://supervisor.example.com' },
        { clientId: 'agentic-voice-management', url: '' },
        { clientId: 'post-call-analytics', url: '' },
      ]),
    'GET /7/api/audit-events': () => json(200, EVENTS, { headers: { 'X-Total-Count': '1' } }),
    ...extra,
  });

const toast = async (summary: string, detail: string) => {
  expect(await screen.findByText(summary)).toBeTruthy();
  expect(screen.getByText(detail)).toBeTruthy();
};

const PATH = '/7/admin/agent-attributes/departments';
const withProbe = () => [
  ...routes,
  // The location, to check what the page keeps in the URL.
  { path: '/probe', element: <LocationProbe /> },
];

describe('settings page: departments', { timeout: 20_000 }, () => {
  it('lists departments with the table state in the URL under its prefix', async () => {
    const server = serve({});
    renderRoutes(withProbe(), `${PATH}?departments.sort=name,desc&departments.name.contains=s`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Departments' });
    expect(await within(table).findByText('Inbound sales')).toBeTruthy();
    const request = server.calls('GET', '/7/api/departments')[0]!;
    expect(request.url.searchParams.getAll('sort')).toEqual(['name,desc']);
    expect(request.url.searchParams.get('name.contains')).toBe('s');
    expect(screen.getByRole('tab', { name: 'Departments' }).getAttribute('aria-selected')).toBe('true');
  });

  it('creates and edits a department', async () => {
    const server = serve({
      'POST /7/api/departments': [
        () =>
          problem(400, {
            detail: 'A department with this name already exists.',
            fieldErrors: [{ field: 'name', message: 'A department with this name already exists.' }],
          }),
        () => json(201, { id: 3, name: 'Retention', description: null, userCount: 0 }),
      ],
      'PUT /7/api/departments/2': () => json(200, { ...DEPARTMENTS[1], description: 'Tier 1' }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'New department' }));
    let dialog = await screen.findByRole('dialog', { name: 'New department' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('name-error')).textContent).toBe(
      'A department with this name already exists.',
    );
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Retention');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Successfully created Department', 'Department was successfully created');
    expect(JSON.parse(server.calls('POST', '/7/api/departments')[1]!.body)).toEqual({
      name: 'Retention',
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit Support' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit department Support' });
    await user.type(within(dialog).getByLabelText('Description'), 'Tier 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Successfully updated Department', 'Department was successfully updated');
    expect(JSON.parse(server.calls('PUT', '/7/api/departments/2')[0]!.body)).toEqual({
      name: 'Support',
      description: 'Tier 1',
    });
  });

  it('shows the server refusing to delete a department that has agents', async () => {
    serve({
      'DELETE /7/api/departments/1': () =>
        problem(400, {
          detail: 'This department still has agents; move them first.',
          message: 'This department still has agents; move them first.',
          errorKey: 'departmentinuse',
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the department?' });
    expect(within(dialog).getByText(/2 agents belong to it/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toBe(
      'Validation ErrorThis department still has agents; move them first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes an empty department', async () => {
    const server = serve({ 'DELETE /7/api/departments/2': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Support' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await toast('Successfully deleted Department', 'Department was successfully deleted');
    expect(server.calls('DELETE', '/7/api/departments/2')).toHaveLength(1);
  });
});

describe('settings page: client apps', { timeout: 20_000 }, () => {
  it('saves a URL and reads the current tenant and products again', async () => {
    const server = serve({
      'PUT /7/api/client-apps/post-call-analytics': () =>
        json(200, { clientId: 'post-call-analytics', url: 'https://reports.example.com' }),
    });
    const user = userEvent.setup();
    const view = renderRoutes(withProbe(), `${PATH}?tab=client-apps`);
    const field = await screen.findByLabelText('Reporting (post-call-analytics)');
    expect(screen.getByLabelText('Supervisor (supex)')).toHaveProperty(
      'value',
      'https://supervisor.example.com',
    );
    expect(screen.getByLabelText('Agentic voice (agentic-voice-management)')).toHaveProperty('value', '');
    const tenantReads = server.calls('GET', '/api/tenant/current').length;
    view.queryClient.setQueryData(['products', 7], []);

    await user.type(field, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save Reporting (post-call-analytics)' }));
    expect((await screen.findByTestId('post-call-analytics-url-error')).textContent).toBe(
      'Please enter an address starting with http:// or https://, a path of this app starting with /, or leave it empty.',
    );
    expect(server.calls('PUT', '/7/api/client-apps/post-call-analytics')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'https://reports.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Reporting (post-call-analytics)' }));
    await toast('Successfully created Client app', 'Client app was successfully created');
    expect(JSON.parse(server.calls('PUT', '/7/api/client-apps/post-call-analytics')[0]!.body)).toEqual({
      url: 'https://reports.example.com',
    });
    await waitFor(() =>
      expect(server.calls('GET', '/api/tenant/current').length).toBeGreaterThan(tenantReads),
    );
    expect(view.queryClient.getQueryState(['products', 7])?.isInvalidated).toBe(true);
  });

  it('removes a URL after confirmation', async () => {
    const server = serve({
      'PUT /7/api/client-apps/supex': () => json(200, { clientId: 'supex', url: '' }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${PATH}?tab=client-apps`);
    await user.click(await screen.findByRole('button', { name: 'Remove Supervisor (supex)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the client app?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await toast('Successfully deleted Client app', 'Client app was successfully deleted');
    expect(JSON.parse(server.calls('PUT', '/7/api/client-apps/supex')[0]!.body)).toEqual({ url: '' });
  });

  it('puts the server field error on the URL field', async () => {
    serve({
      'PUT /7/api/client-apps/agentic-voice-management': () =>
        problem(400, {
          detail: 'At most 2000 characters.',
          fieldErrors: [{ field: 'url', message: 'At most 2000 characters.' }],
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${PATH}?tab=client-apps`);
    await user.type(
      await screen.findByLabelText('Agentic voice (agentic-voice-management)'),
      'https://v.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save Agentic voice (agentic-voice-management)' }));
    expect((await screen.findByTestId('agentic-voice-management-url-error')).textContent).toBe(
      'At most 2000 characters.',
    );
  });
});

describe('settings page: audit log', { timeout: 20_000 }, () => {
  it('is not offered without the audit permission', async () => {
    const server = serve({}, MANAGER);
    renderRoutes(routes, `${PATH}?tab=audit-log`);
    expect(await screen.findByRole('tab', { name: 'Departments' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Audit log' })).toBeNull();
    // An unknown or hidden tab shows the first one.
    expect(await screen.findByRole('table', { name: 'Departments' })).toBeTruthy();
    expect(server.calls('GET', '/7/api/audit-events')).toHaveLength(0);
  });

  it('lists changes, newest first, and opens one to show before and after', async () => {
    const server = serve({});
    const user = userEvent.setup();
    renderRoutes(withProbe(), PATH);
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('2024/05/17 10:11:12 UTC')).toBeTruthy();
    expect(server.calls('GET', '/7/api/audit-events')[0]!.url.searchParams.getAll('sort')).toEqual([
      'createdDate,desc',
    ]);
    const toggle = within(table).getByRole('button', { name: 'Changes of department 2 (update)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const changes = await screen.findByTestId('audit-changes');
    const nameRow = within(changes).getByRole('row', { name: /name/ });
    expect(nameRow.textContent).toContain('Help desk');
    expect(nameRow.textContent).toContain('Support');
    expect(nameRow.textContent).toContain('(changed)');
    expect(within(changes).getByRole('row', { name: /description/ }).textContent).not.toContain('(changed)');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
