import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUp, test } from './support/fixtures.js';
import { createProgramByApi } from './support/studio.js';

/** One request the receiver got: its headers and its body exactly as sent (the signature covers those bytes). */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback (the e2e server runs with `WEBHOOK_ALLOW_PRIVATE=true`), answering `status`. */
const startReceiver = async (status = 200) => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/parlance`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * Checks `Parlance-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` as a receiver would:
 * the HMAC compared in constant time, the time within five minutes of now.
 */
const verifySignature = (header: string | undefined, body: string, secret: string) => {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at), part.slice(at + 1)] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  expect(Number.isInteger(t), `signature time in ${header}`).toBe(true);
  expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
  expect(v1).toMatch(/^[0-9a-f]{64}$/);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  expect(timingSafeEqual(Buffer.from(v1, 'hex'), expected), 'the HMAC matches the secret').toBe(true);
  // And not for another secret.
  const other = createHmac('sha256', `${secret}x`).update(`${t}.${body}`).digest();
  expect(timingSafeEqual(Buffer.from(v1, 'hex'), other)).toBe(false);
};

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

const webhooksPath = (publicId: number) => `/${publicId}/admin/agent-attributes/departments?tab=webhooks`;

test.describe('webhooks', () => {
  test('an admin adds a webhook, sees its secret once, and an ended simulation is delivered signed and logged', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      const tenant = await signUp(page);
      const program = await createProgramByApi(page, tenant.publicId);

      // Admin Settings → Webhooks, empty.
      await page.goto(`/${tenant.publicId}/admin/agent-attributes/departments`);
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/tab=webhooks/);
      await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('No webhooks yet.')).toBeVisible();
      await noAxeViolations(page);

      // The form: engagement.ended is chosen by default.
      await page.getByRole('button', { name: 'New webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'New webhook' });
      await expect(dialog.getByLabel('engagement.ended')).toBeChecked();
      await dialog.getByLabel('Address (https)').fill(receiver.url);
      await dialog.getByLabel('Description (optional)').fill('End-to-end receiver');
      await noAxeViolations(page);
      await dialog.getByRole('button', { name: 'Add' }).click();

      // The secret, shown this once.
      const created = page.getByRole('dialog', { name: 'Webhook added' });
      await expect(created).toBeVisible();
      const secret = await created.getByLabel('Signing secret').inputValue();
      expect(secret.length).toBeGreaterThan(20);
      await noAxeViolations(page);
      await created.getByRole('button', { name: 'Done' }).click();
      await expect(created).toBeHidden();
      const webhooks = page.getByRole('table', { name: 'Webhooks' });
      const row = webhooks.getByRole('row', { name: new RegExp(receiver.url) });
      await expect(row).toContainText('engagement.ended');
      await expect(row.getByTestId('webhook-state')).toHaveText('Enabled');
      expect(await page.content()).not.toContain(secret);
      await noAxeViolations(page);
      // Nor after a reload, nor in what the API lists.
      await page.reload();
      await expect(row).toBeVisible();
      expect(await page.content()).not.toContain(secret);
      const listed = await page.request.get(`/${tenant.publicId}/api/webhooks`);
      expect(listed.status()).toBe(200);
      expect(await listed.text()).not.toContain(secret);

      // A simulation, started and ended as the Simulator does.
      await page.goto(`/${tenant.publicId}/studio/simulator`);
      await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
      await expect(page.locator('.simulator__bar .p-dropdown-label')).toHaveText(program.name);
      await page.getByRole('button', { name: 'Start' }).click();
      const status = page.getByTestId('simulator-status');
      await expect(status).toHaveAttribute('data-phase', 'ready', { timeout: 15_000 });
      const engagementId = (await page.getByTestId('simulator-engagement').textContent()) ?? '';
      expect(engagementId).toMatch(/^PLATFORM\d+$/);
      await page.getByRole('button', { name: 'Agent', exact: true }).click();
      await page
        .getByLabel('Message as Agent')
        .fill('Thank you for calling Bright Health, my name is Sam, this call is recorded.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('simulator-transcript').getByTestId('stage-chip')).toHaveCount(1);
      await page.getByRole('button', { name: 'End', exact: true }).click();
      await expect(page.getByTestId('simulator-empty')).toBeVisible({ timeout: 10_000 });

      // The receiver gets engagement.ended, signed with the secret.
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000, message: 'a delivery at the receiver' })
        .toBeGreaterThan(0);
      expect(receiver.received).toHaveLength(1);
      const delivery = receiver.received[0]!;
      expect(delivery.method).toBe('POST');
      expect(delivery.path).toBe('/hooks/parlance');
      expect(delivery.headers['content-type']).toBe('application/json');
      verifySignature(delivery.headers['parlance-signature'] as string | undefined, delivery.body, secret);
      const event = JSON.parse(delivery.body) as {
        id: string;
        type: string;
        createdDate: string;
        tenantPublicId: number;
        data: { engagementId: string; stages: string[]; handleSeconds: number; alerts: unknown[] };
      };
      expect(delivery.headers['parlance-event-id']).toBe(event.id);
      expect(event).toMatchObject({
        type: 'engagement.ended',
        tenantPublicId: tenant.publicId,
        data: { engagementId },
      });
      expect(Number.isNaN(Date.parse(event.createdDate))).toBe(false);
      expect(event.data.stages).toHaveLength(1);
      expect(typeof event.data.handleSeconds).toBe('number');
      expect(Array.isArray(event.data.alerts)).toBe(true);

      // The webhook's log in Settings shows it delivered, with the receiver's answer.
      await page.goto(webhooksPath(tenant.publicId));
      await page.getByRole('button', { name: `Deliveries ${receiver.url}` }).click();
      const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
      const logged = log.locator('tbody tr');
      await expect(logged).toHaveCount(1);
      await expect(logged.first().getByRole('rowheader')).toHaveText('engagement.ended');
      // The answer is recorded just after the receiver has it; the log polls every 5 seconds.
      await expect(logged.first().getByTestId('webhook-delivery-status')).toHaveText('delivered', {
        timeout: 12_000,
      });
      await expect(logged.first().getByRole('cell').nth(1)).toHaveText('1');
      await expect(logged.first().getByRole('cell').nth(2)).toHaveText('200');
      await expect(
        logged.first().getByRole('button', { name: `Retry engagement.ended ${event.id}` }),
      ).toBeVisible();
      await noAxeViolations(page);

      // The delete confirmation too.
      await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete the webhook?' });
      await expect(confirm).toContainText(receiver.url);
      await noAxeViolations(page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('the secret copies with one click, a test event arrives signed, and a failing webhook says so', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const receiver = await startReceiver();
    const broken = await startReceiver(500);
    try {
      const tenant = await signUp(page);
      await page.goto(webhooksPath(tenant.publicId));
      const add = async (url: string) => {
        await page.getByRole('button', { name: 'New webhook' }).click();
        const dialog = page.getByRole('dialog', { name: 'New webhook' });
        await dialog.getByLabel('Address (https)').fill(url);
        await dialog.getByRole('button', { name: 'Add' }).click();
        return page.getByRole('dialog', { name: 'Webhook added' });
      };

      const created = await add(receiver.url);
      const secret = await created.getByLabel('Signing secret').inputValue();
      await created.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(created.getByTestId('webhook-secret-copy')).toHaveText('Copied');
      await expect(created.getByRole('status')).toHaveText('Signing secret copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await noAxeViolations(page);
      await created.getByRole('button', { name: 'Done' }).click();

      // Send test event: a signed webhook.test reaches the receiver and shows in the log.
      await page.getByRole('button', { name: `Send test event ${receiver.url}` }).click();
      await expect(page.getByText('Test event queued')).toBeVisible();
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000, message: 'the test event at the receiver' })
        .toBe(1);
      const delivery = receiver.received[0]!;
      verifySignature(delivery.headers['parlance-signature'] as string | undefined, delivery.body, secret);
      expect(JSON.parse(delivery.body)).toMatchObject({
        type: 'webhook.test',
        tenantPublicId: tenant.publicId,
      });
      const log = page.getByRole('table', { name: `Deliveries to ${receiver.url}` });
      await expect(log.locator('tbody tr').first().getByRole('rowheader')).toHaveText('webhook.test');
      await expect(log.locator('tbody tr').first().getByTestId('webhook-delivery-status')).toHaveText(
        'delivered',
        { timeout: 12_000 },
      );
      await expect(log.locator('tbody tr').first().getByRole('cell').nth(4)).toHaveText(
        /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
      );

      // A receiver that answers 500: the list says since when the webhook fails, not "Enabled".
      await (await add(broken.url)).getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: `Send test event ${broken.url}` }).click();
      await expect.poll(() => broken.received.length, { timeout: 20_000 }).toBe(1);
      const brokenRow = page
        .getByRole('table', { name: 'Webhooks' })
        .getByRole('row', { name: new RegExp(broken.url) });
      await expect(async () => {
        await page.reload();
        await expect(brokenRow.getByTestId('webhook-state')).toHaveText(
          /^Failing since \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC$/,
          { timeout: 1000 },
        );
      }).toPass({ timeout: 15_000 });
      await expect(
        page
          .getByRole('table', { name: 'Webhooks' })
          .getByRole('row', { name: new RegExp(receiver.url) })
          .getByTestId('webhook-state'),
      ).toHaveText('Enabled');
      await noAxeViolations(page);
    } finally {
      await receiver.close();
      await broken.close();
    }
  });
});
