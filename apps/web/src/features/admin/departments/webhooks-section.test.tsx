import { STANDARD_ROLES, type Webhook, type WebhookDelivery } from '@parlance/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

import './departments-page';
import './components/webhooks-section';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];
const HOOK: Webhook = {
  id: 1,
  url: 'https://crm.example.com/hooks',
  events: ['engagement.ended'],
  description: 'CRM',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdBy: 'ada',
  createdDate: '2026-05-17T10:11:12.000Z',
};
const FAILING: Webhook = {
  ...HOOK,
  id: 2,
  url: 'https://bi.example.com/in',
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-05-10T10:11:12.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: 9,
  eventId: 'evt_1',
  event: 'engagement.ended',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastResponse: 'ok',
  lastAttemptDate: '2026-05-17T10:12:00.000Z',
  nextAttemptDate: null,
  createdDate: '2026-05-17T10:11:59.000Z',
};
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';

const serve = (extra: Record<string, Handler | Handler[]>, authorities: string[] = ADMIN) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/webhooks': () => json(200, [HOOK, FAILING]),
    'GET /7/api/webhooks/1/deliveries': () => json(200, [DELIVERY]),
    ...extra,
  });

const PATH = '/7/admin/agent-attributes/departments?tab=webhooks';

describe('settings page: webhooks', { timeout: 20_000 }, () => {
  it('lists webhooks and tells of one disabled for failing', async () => {
    serve({});
    renderRoutes(routes, PATH);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByRole('rowheader', { name: /crm\.example\.com/ })).toBeTruthy();
    expect((await screen.findByTestId('webhook-failing-2')).textContent).toContain('failed for 3 days');
    expect(screen.getByRole('tab', { name: 'Webhooks' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds a webhook with the server refusing its address first, and shows the secret once', async () => {
    const server = serve({
      'POST /7/api/webhooks': [
        () =>
          json(
            400,
            {
              title: 'Bad Request',
              status: 400,
              detail: 'Private.',
              fieldErrors: [{ field: 'url', message: 'This address is private.' }],
            },
            { problem: true },
          ),
        () => json(201, { ...HOOK, id: 3, url: 'https://ok.example.com/h', secret: SECRET }),
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'New webhook' }));
    let dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(within(dialog).getByLabelText('Address (https)'), 'https://10.0.0.1/h');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByTestId('webhook-url-error')).textContent).toBe(
      'This address is private.',
    );
    const url = within(dialog).getByLabelText('Address (https)');
    await user.clear(url);
    await user.type(url, 'https://ok.example.com/h');
    await user.click(within(dialog).getByLabelText(/alert\.raised/));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    dialog = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect((within(dialog).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(JSON.parse(server.calls('POST', '/7/api/webhooks')[1]!.body)).toMatchObject({
      url: 'https://ok.example.com/h',
      events: ['engagement.ended', 'alert.raised'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the delivery log and sends a delivery again', async () => {
    const server = serve({ 'POST /7/api/webhooks/1/deliveries/9/retry': () => json(202, DELIVERY) });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Deliveries https://crm.example.com/hooks' }));
    const log = await screen.findByRole('table', { name: /Deliveries to/ });
    expect(within(log).getByTestId('webhook-delivery-status').textContent).toBe('delivered');
    await user.click(within(log).getByRole('button', { name: /Retry engagement\.ended/ }));
    await waitFor(() => expect(server.calls('POST', '/7/api/webhooks/1/deliveries/9/retry')).toHaveLength(1));
  });

  it('has no Webhooks tab without p-manage_webhooks', async () => {
    serve({}, ['p-create_departments']);
    renderRoutes(routes, '/7/admin/agent-attributes/departments');
    await screen.findByRole('tab', { name: 'Departments' });
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });
});
