import { type ApiKey, STANDARD_ROLES } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

import './departments-page';
import './components/api-key-form';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];
const KEYS: ApiKey[] = [
  { id: 1, name: 'Genesys', createdBy: 'ada', createdDate: '2026-05-17T10:11:12.000Z', lastUsedDate: null },
];
const KEY = 'plk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const serve = (extra: Record<string, Handler | Handler[]>, authorities: string[] = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/api-keys': () => json(200, KEYS),
    ...extra,
  });

const PATH = '/7/admin/agent-attributes/departments?tab=api-keys';

describe('settings page: API keys', { timeout: 20_000 }, () => {
  it('lists keys with their last use, never a key', async () => {
    serve({});
    renderRoutes(routes, PATH);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByRole('rowheader', { name: 'Genesys' })).toBeTruthy();
    expect(within(table).getByTestId('api-key-last-used').textContent).toBe('Never');
    expect(screen.getByRole('tab', { name: 'API keys' }).getAttribute('aria-selected')).toBe('true');
  });

  it('creates a key with field errors first, shows it once and copies it', async () => {
    const server = serve({
      'POST /7/api/api-keys': [
        () =>
          json(
            400,
            {
              title: 'Bad Request',
              status: 400,
              detail: 'Too long.',
              fieldErrors: [{ field: 'name', message: 'Too long.' }],
            },
            { problem: true },
          ),
        () => json(201, { id: 2, name: 'Twilio', key: KEY }),
      ],
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    let dialog = await screen.findByRole('dialog', { name: 'New API key' });
    // The schema's check first: an empty name never reaches the server.
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByTestId('api-key-name-error')).toBeTruthy();
    expect(server.calls('POST', '/7/api/api-keys')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Twilio');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByTestId('api-key-name-error')).textContent).toBe('Too long.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    dialog = await screen.findByRole('dialog', { name: 'API key Twilio' });
    expect((within(dialog).getByLabelText('Key') as HTMLInputElement).value).toBe(KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();
    expect(JSON.parse(server.calls('POST', '/7/api/api-keys')[1]!.body)).toEqual({ name: 'Twilio' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    const server = serve({ 'DELETE /7/api/api-keys/1': () => json(204, '') });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Revoke Genesys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
    expect(server.calls('DELETE', '/7/api/api-keys/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.calls('DELETE', '/7/api/api-keys/1')).toHaveLength(1));
  });
});
