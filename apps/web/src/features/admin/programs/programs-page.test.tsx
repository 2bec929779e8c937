import { type Program, STANDARD_ROLES } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

// Loaded up front, so that the lazy route resolves at once; the flows type a lot, so they get more time.
import './programs-page';
// The dialogs load lazily in the app; here they are loaded up front too.
import './components/program-form';
import '../../../components/delete-confirm';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];

const program = (overrides: Partial<Program> = {}): Program => ({
  id: 1,
  name: 'Sales',
  description: 'Inbound sales calls',
  channel: 'voice',
  agentOnly: false,
  status: 'active',
  hasConversations: false,
  createdBy: 'ada',
  createdDate: '2024-05-17T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  ...overrides,
});

const PROGRAMS = [
  program(),
  program({ id: 2, name: 'Support', channel: 'chat', agentOnly: true, hasConversations: true }),
  program({ id: 3, name: 'Old offer', status: 'archived', hasConversations: true }),
];

const list: Handler = () => json(200, PROGRAMS, { headers: { 'X-Total-Count': '3' } });

const serve = (routes: Record<string, Handler | Handler[]>, authorities: string[] = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/programs': list,
    ...routes,
  });

const toast = async (summary: string, detail: string) => {
  expect(await screen.findByText(summary)).toBeTruthy();
  expect(screen.getByText(detail)).toBeTruthy();
};

describe('programs page', { timeout: 20_000 }, () => {
  it('lists programs with the URL state and offers every action to an admin', async () => {
    const server = serve({});
    renderRoutes(routes, '/7/admin/programs?sort=createdDate,desc&status.equals=active');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Support')).toBeTruthy();
    const request = server.calls('GET', '/7/api/programs')[0]!;
    expect(request.url.searchParams.getAll('sort')).toEqual(['createdDate,desc']);
    expect(request.url.searchParams.get('status.equals')).toBe('active');
    expect(within(table).getAllByText('2024/05/17')).toHaveLength(3);
    // Each program's id, which the engagements API takes as `program`, is in its row.
    expect(within(table).getByRole('columnheader', { name: 'ID' })).toBeTruthy();
    for (const [name, id] of [
      ['Sales', '1'],
      ['Support', '2'],
      ['Old offer', '3'],
    ]) {
      const row = within(table)
        .getByText(name as string)
        .closest('tr') as HTMLElement;
      expect(within(row).getByText(id as string, { selector: 'code' })).toBeTruthy();
    }
    expect(screen.getByTestId('program-id-note').textContent).toBe(
      'The engagements API (/api/v1) names a program by its ID, as program.',
    );
    expect(screen.getByRole('button', { name: 'New program' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Sales' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Sales' })).toBeTruthy();
    // A program with conversations is archived, not deleted; an archived one can be restored.
    expect(screen.getByRole('button', { name: 'Archive Support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore Old offer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Delete|Archive) Old offer$/ })).toBeNull();
  });

  it('shows only what the permissions allow', async () => {
    serve({}, ['ROLE_SUPERVISOR', 'p-view_programs']);
    renderRoutes(routes, '/7/admin/programs');
    expect(await screen.findByText('Support')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New program' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('lets a holder of p-delete_programs only delete', async () => {
    serve({}, ['p-view_programs', 'p-delete_programs']);
    renderRoutes(routes, '/7/admin/programs');
    expect(await screen.findByRole('button', { name: 'Delete Sales' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New program' })).toBeNull();
  });

  it('creates a program; a taken name lands on the field', async () => {
    const server = serve({
      'POST /7/api/programs': [
        () =>
          json(
            400,
            {
              title: 'Bad Request',
              status: 400,
              detail: 'A program with this name already exists.',
              errorKey: 'error.validation',
              fieldErrors: [{ field: 'name', message: 'A program with this name already exists.' }],
            },
            { problem: true },
          ),
        () => json(201, program({ id: 9, name: 'Renewals', channel: 'chat' })),
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'New program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New program' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('name-error')).toHaveProperty(
      'textContent',
      'This field is required.',
    );
    expect(server.calls('POST', '/7/api/programs')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Sales');
    await user.click(within(dialog).getByRole('radio', { name: 'Chat' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Agent only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('name-error')).textContent).toBe(
      'A program with this name already exists.',
    );
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(server.calls('POST', '/7/api/programs')[0]!.body)).toEqual({
      name: 'Sales',
      description: null,
      channel: 'chat',
      agentOnly: true,
      status: 'active',
    });

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Renewals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Successfully created Program', 'Program was successfully created');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is fetched again.
    await waitFor(() => expect(server.calls('GET', '/7/api/programs').length).toBeGreaterThan(1));
  });

  it('edits a program, status included', async () => {
    const server = serve({
      'PUT /7/api/programs/1': () => json(200, program({ name: 'Sales EU', status: 'archived' })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'Edit Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit program Sales' });
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Sales');
    expect((within(dialog).getByRole('radio', { name: 'Voice' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(name);
    await user.type(name, 'Sales EU');
    await user.click(within(dialog).getByRole('radio', { name: 'Archived' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Successfully updated Program', 'Program was successfully updated');
    expect(JSON.parse(server.calls('PUT', '/7/api/programs/1')[0]!.body)).toEqual({
      name: 'Sales EU',
      description: 'Inbound sales calls',
      channel: 'voice',
      agentOnly: false,
      status: 'archived',
    });
  });

  it('restores an archived program', async () => {
    const server = serve({ 'PUT /7/api/programs/3': () => json(200, program({ id: 3, name: 'Old offer' })) });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'Restore Old offer' }));
    await toast('Successfully updated Program', 'Program was successfully updated');
    expect(JSON.parse(server.calls('PUT', '/7/api/programs/3')[0]!.body)).toMatchObject({
      name: 'Old offer',
      status: 'active',
    });
  });

  it('deletes after confirmation', async () => {
    const server = serve({ 'DELETE /7/api/programs/1': () => json(200, { archived: false }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the program?' });
    // Loaded on first use, the dialog still takes the focus and closes on Escape.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Sales' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the program?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('DELETE', '/7/api/programs/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Sales' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await toast('Successfully deleted Program', 'Program was successfully deleted');
    expect(server.calls('DELETE', '/7/api/programs/1')).toHaveLength(1);
  });

  it('says "archived" when the server archived the program instead', async () => {
    serve({ 'DELETE /7/api/programs/2': () => json(200, { archived: true }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'Archive Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive the program?' });
    expect(within(dialog).getByText(/has conversations, so it will be archived/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await toast('Successfully updated Program', 'Program was successfully archived');
  });

  it('keeps the dialog open with the error when the delete fails', async () => {
    serve({
      'DELETE /7/api/programs/1': () =>
        json(
          403,
          { title: 'Forbidden', status: 403, detail: 'You are not allowed to do this.' },
          { problem: true },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/admin/programs');
    await user.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByTestId('delete-error')).textContent).toContain(
      'You are not allowed to do this.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
