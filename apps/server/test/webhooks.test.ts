import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MIN_ATTEMPTS,
  type WebhookCreated,
  type WebhookDelivery,
  webhookRetryDelay,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { checkedLookup, isPrivateAddress } from '../src/modules/webhooks/address-policy.js';
import { enqueueWebhookEvents } from '../src/modules/webhooks/webhook.repository.js';
import {
  expectAuthorityMatrix,
  insertConversation,
  lastAuditEvent,
  tenantIdOf,
  VOLATILE,
} from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { converse, GREETING, QUALIFY } from './support/engagement-fixtures.js';
import { insertProgram } from './support/studio-fixtures.js';
import {
  ADMIN_PASSWORD,
  signUpTenant,
  snapshot,
  startTestApp,
  type TestApp,
  useInsuranceStages,
} from './support/test-app.js';

interface Received {
  body: string;
  headers: IncomingMessage['headers'];
  at: number;
}

/** A webhook receiver on loopback: answers with `answer(n)` (n counts from 1), and records what came. */
const receiver = async (answer: (n: number) => number = () => 200) => {
  const received: Received[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const server: Server = createServer((request, response) => {
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        at: Date.now(),
      });
      const status = answer(received.length);
      // A little later, so that a second send of the same delivery at once would overlap.
      setTimeout(() => {
        concurrent -= 1;
        response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${received.length}`);
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    get maxConcurrent() {
      return maxConcurrent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const verify = (secret: string, received: Received) => {
  const signature = String(received.headers['parlance-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
  expect(match, signature).not.toBeNull();
  const expected = createHmac('sha256', secret).update(`${match![1]}.${received.body}`).digest('hex');
  expect(match![2]).toBe(expected);
  expect(Math.abs(Number(match![1]) - Date.now() / 1000)).toBeLessThan(60);
};

const OPEN = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE: '150ms' } as const;

describe(`webhooks (${engine})`, () => {
  let strict: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    [strict, open] = await Promise.all([startTestApp(), startTestApp(OPEN)]);
  });
  afterAll(async () => {
    await Promise.all([strict?.close(), open?.close()]);
  });

  const admin = async (test: TestApp) => {
    const tenant = await signUpTenant(test);
    await useInsuranceStages(test, tenant.publicId);
    return { ...tenant, tenantId: await tenantIdOf(test, tenant.publicId) };
  };
  const create = async (
    _test: TestApp,
    tenant: Awaited<ReturnType<typeof admin>>,
    body: Record<string, unknown>,
  ) => {
    const response = await tenant.client.post(`/${tenant.publicId}/api/webhooks`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as WebhookCreated;
  };
  const deliveries = async (tenant: Awaited<ReturnType<typeof admin>>, id: number, query = '') => {
    const response = await tenant.client.get(`/${tenant.publicId}/api/webhooks/${id}/deliveries${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WebhookDelivery[];
  };

  describe('contracts', () => {
    it('creates a webhook, shows its secret once, lists, changes and removes it, auditing each change', async () => {
      const tenant = await admin(strict);
      const created = await create(strict, tenant, {
        url: 'https://hooks.example.com/parlance',
        events: ['engagement.ended', 'alert.raised'],
        description: 'CRM',
      });
      expect(created).toMatchObject({
        url: 'https://hooks.example.com/parlance',
        events: ['engagement.ended', 'alert.raised'],
        description: 'CRM',
        enabled: true,
      });
      expect(created.secret).toMatch(/^whsec_/);
      const list = await tenant.client.get(`/${tenant.publicId}/api/webhooks`);
      expect(list.json()).toEqual([expect.objectContaining({ id: created.id })]);
      expect(list.body).not.toContain(created.secret);
      const audit = await lastAuditEvent(strict, tenant.tenantId, 'webhook');
      expect(JSON.stringify(audit)).not.toContain(created.secret);

      const put = await tenant.client.put(`/${tenant.publicId}/api/webhooks/${created.id}`, {
        events: ['label.corrected'],
        enabled: false,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ events: ['label.corrected'], enabled: false });
      expect(await lastAuditEvent(strict, tenant.tenantId, 'webhook')).toMatchObject({ action: 'update' });

      const removed = await tenant.client.delete(`/${tenant.publicId}/api/webhooks/${created.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await lastAuditEvent(strict, tenant.tenantId, 'webhook')).toMatchObject({ action: 'delete' });
      expect((await tenant.client.get(`/${tenant.publicId}/api/webhooks`)).json()).toEqual([]);
    });

    it('refuses bad input with a field error, storing nothing', async () => {
      const tenant = await admin(strict);
      const before = await snapshot(strict.db, VOLATILE);
      const cases: [Record<string, unknown>, string][] = [
        [{ url: 'not a url', events: ['engagement.ended'] }, 'url'],
        [{ url: 'ftp://example.com/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'http://hooks.example.com/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://127.0.0.1/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://10.1.2.3/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://169.254.169.254/latest/meta-data', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://[::1]/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://[::ffff:192.168.1.1]/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://localhost/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://user:pw@hooks.example.com/x', events: ['engagement.ended'] }, 'url'],
        [{ url: 'https://hooks.example.com/x', events: ['engagement.started'] }, 'events'],
        [{ url: 'https://hooks.example.com/x', events: [] }, 'events'],
        [{ url: 'https://hooks.example.com/x' }, 'events'],
      ];
      for (const [body, field] of cases) {
        const response = await tenant.client.post(`/${tenant.publicId}/api/webhooks`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const fields = (response.json() as { fieldErrors: { field: string }[] }).fieldErrors.map(
          (e) => e.field,
        );
        expect(
          fields.some((f) => f.startsWith(field)),
          `${JSON.stringify(body)}: ${fields}`,
        ).toBe(true);
      }
      expect(await snapshot(strict.db, VOLATILE)).toEqual(before);
      // A change to a refused address is refused as well.
      const created = await create(strict, tenant, {
        url: 'https://hooks.example.com/x',
        events: ['alert.raised'],
      });
      const put = await tenant.client.put(`/${tenant.publicId}/api/webhooks/${created.id}`, {
        url: 'https://192.168.0.10/x',
      });
      expect(put.statusCode).toBe(400);
      expect(put.json()).toMatchObject({ fieldErrors: [expect.objectContaining({ field: 'url' })] });
    });

    it('knows private, loopback, link-local and metadata addresses', () => {
      for (const address of [
        '127.0.0.1',
        '10.0.0.1',
        '172.20.1.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '::1',
        '::',
        'fe80::1',
        'fd00:ec2::254',
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '64:ff9b::a00:1',
      ])
        expect(isPrivateAddress(address), address).toBe(true);
      for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
        expect(isPrivateAddress(address), address).toBe(false);
    });

    it('checks the address again at send time, on what the name resolves to', async () => {
      const refused = await new Promise<string | undefined>((resolve) =>
        checkedLookup({ allowPrivate: false })('localhost', {}, (error) => resolve(error?.message)),
      );
      expect(refused).toMatch(/private/);
      const tenant = await admin(strict);
      const created = await create(strict, tenant, {
        url: 'https://hooks.example.com/s',
        events: ['alert.raised'],
      });
      // Saved when it was public; now it names a private address.
      await strict.db.kysely
        .updateTable('webhook')
        .set({ url: 'https://10.0.0.1/s' })
        .where('id', '=', created.id)
        .execute();
      await strict.db.kysely
        .transaction()
        .execute((trx) => enqueueWebhookEvents(trx, tenant.tenantId, 'alert.raised', { id: 1 }));
      await until(async () => (await deliveries(tenant, created.id))[0]?.attempts === 1);
      expect((await deliveries(tenant, created.id))[0]).toMatchObject({
        status: 'pending',
        lastStatusCode: null,
        lastError: expect.stringMatching(/private/),
      });
    });

    it("answers 404 for another tenant's webhook, delivery or path", async () => {
      const owner = await admin(strict);
      const other = await admin(strict);
      const hook = await create(strict, owner, {
        url: 'https://hooks.example.com/o',
        events: ['alert.raised'],
      });
      const before = await snapshot(strict.db, VOLATILE);
      for (const [method, path, body] of [
        ['PUT', `/${other.publicId}/api/webhooks/${hook.id}`, { enabled: false }],
        ['DELETE', `/${other.publicId}/api/webhooks/${hook.id}`, undefined],
        ['GET', `/${other.publicId}/api/webhooks/${hook.id}/deliveries`, undefined],
        ['POST', `/${other.publicId}/api/webhooks/${hook.id}/deliveries/1/retry`, undefined],
        ['POST', `/${other.publicId}/api/webhooks/${hook.id}/test`, undefined],
        ['POST', `/${owner.publicId}/api/webhooks/${hook.id}/test`, undefined],
        ['GET', `/${owner.publicId}/api/webhooks`, undefined],
      ] as const) {
        const response = await other.client.request(method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      expect(await snapshot(strict.db, VOLATILE)).toEqual(before);
    });

    it('needs p-manage_webhooks, which ROLE_ADMIN holds', async () => {
      const tenant = await admin(strict);
      const hook = await create(strict, tenant, {
        url: 'https://hooks.example.com/m',
        events: ['alert.raised'],
      });
      const base = `/${tenant.publicId}/api/webhooks`;
      // Disabled, so that no send changes its delivery while the matrix compares snapshots.
      await tenant.client.put(`${base}/${hook.id}`, { enabled: false });
      const delivery = await strict.db.kysely
        .insertInto('webhook_delivery')
        .values({
          tenant_id: tenant.tenantId,
          webhook_id: hook.id,
          event_id: 'evt_matrix',
          event_type: 'alert.raised',
          data: '{}',
          created_date: new Date().toISOString(),
          next_attempt_date: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expectAuthorityMatrix(strict, tenant.publicId, [
        { endpoint: 'GET /:tenantPublicId/api/webhooks', path: base },
        {
          endpoint: 'POST /:tenantPublicId/api/webhooks',
          path: base,
          body: { url: 'https://hooks.example.com/n', events: ['alert.raised'] },
        },
        {
          endpoint: 'PUT /:tenantPublicId/api/webhooks/:id',
          path: `${base}/${hook.id}`,
          body: { enabled: false },
        },
        {
          endpoint: 'GET /:tenantPublicId/api/webhooks/:id/deliveries',
          path: `${base}/${hook.id}/deliveries`,
        },
        {
          endpoint: 'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry',
          path: `${base}/${hook.id}/deliveries/${delivery.id}/retry`,
        },
        { endpoint: 'POST /:tenantPublicId/api/webhooks/:id/test', path: `${base}/${hook.id}/test` },
        { endpoint: 'DELETE /:tenantPublicId/api/webhooks/:id', path: `${base}/${hook.id}` },
      ]);
      const anonymous = await strict.app.inject({ method: 'GET', url: base });
      expect(anonymous.statusCode).toBe(401);
    });

    it('retries for at least 10 tries and 24 hours, from 10 seconds, doubling', () => {
      expect(webhookRetryDelay(1, 0)).toBe(10_000);
      expect(webhookRetryDelay(2, 0)).toBe(20_000);
      expect(webhookRetryDelay(3, 0)).toBe(40_000);
      let elapsed = 0;
      let attempts = 0;
      for (;;) {
        attempts += 1;
        const delay = webhookRetryDelay(attempts, elapsed);
        if (delay === undefined) break;
        elapsed += delay;
      }
      expect(attempts).toBeGreaterThanOrEqual(WEBHOOK_MIN_ATTEMPTS);
      expect(elapsed).toBeGreaterThanOrEqual(24 * 3_600_000);
      expect(elapsed).toBeLessThan(48 * 3_600_000);
    });
  });

  describe('deliveries', () => {
    it('delivers each event signed, and queues it only when its cause commits', async () => {
      const hook = await receiver();
      try {
        const tenant = await admin(open);
        const created = await create(open, tenant, { url: hook.url, events: [...WEBHOOK_EVENT_TYPES] });
        const programId = await insertProgram(open, tenant.tenantId, 'Webhook program');

        const of = (type: string) => hook.received.filter((r) => JSON.parse(r.body).type === type);
        const one = async (type: string) => {
          await until(() => of(type).length >= 1);
          expect(of(type)).toHaveLength(1);
          verify(created.secret, of(type)[0]!);
          return { ...JSON.parse(of(type)[0]!.body), headers: of(type)[0]!.headers };
        };

        // engagement.ended, through the engine's one path (the default rules raise an alert on the way).
        const { engagementId } = await converse(
          open.app,
          { tenantId: tenant.tenantId, programId },
          [GREETING, QUALIFY],
          true,
        );
        const ended = await one('engagement.ended');
        expect(ended).toMatchObject({
          type: 'engagement.ended',
          tenantPublicId: tenant.publicId,
          data: { engagementId, status: 'ended', messageCount: 2 },
        });
        expect(ended.data.stages.length).toBeGreaterThan(0);
        expect(typeof ended.data.handleSeconds).toBe('number');
        expect(ended.headers['parlance-event-id']).toBe(ended.id);
        expect(ended.headers['content-type']).toBe('application/json');
        // Alerts raised while it ran went out before its end, and the end lists them.
        const raisedLive = of('alert.raised').map((r) => JSON.parse(r.body));
        expect(ended.data.alerts).toHaveLength(raisedLive.length);
        const endIndex = hook.received.findIndex((r) => JSON.parse(r.body).type === 'engagement.ended');
        expect(endIndex).toBe(raisedLive.length);

        // label.corrected, in the correction's transaction.
        const corrected = await tenant.client.put(
          `/${tenant.publicId}/api/engagements/${engagementId}/messages/1/stage`,
          { stage: 'Agent Discovery' },
        );
        expect(corrected.statusCode, corrected.body).toBe(200);
        expect(await one('label.corrected')).toMatchObject({
          data: { engagementId, index: 1, stage: 'Agent Discovery', correctedBy: tenant.input.login },
        });

        // alert.raised: queued by the writer from the alerts it stored, which the end lists in the same form.
        expect(raisedLive.length).toBeGreaterThan(0);
        expect(raisedLive.map((body) => body.data)).toEqual(ended.data.alerts);
        for (const sent of of('alert.raised')) verify(created.secret, sent);
        const { id: conversationId } = await insertConversation(open, tenant.tenantId, programId);

        // conversation.imported, through /api/v1 with a key.
        const key = (
          await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'import' })
        ).json() as {
          key: string;
        };
        const imported = await open.app.inject({
          method: 'POST',
          url: '/api/v1/conversations',
          headers: { authorization: `Bearer ${key.key}` },
          payload: {
            engagementId: 'PLATFORM77',
            program: programId,
            channel: 'voice',
            messages: [
              { from: 'Agent', content: GREETING, time: new Date(Date.now() - 60_000).toISOString() },
            ],
          },
        });
        expect(imported.statusCode, imported.body).toBe(201);
        expect(await one('conversation.imported')).toMatchObject({
          data: { engagementId: 'PLATFORM77', messageCount: 1, status: 'ended' },
        });
        const count = hook.received.length;

        // An alert inserted by hand queues nothing (no trigger builds webhook payloads since migration 025).
        await open.db.kysely
          .insertInto('compliance_alert')
          .values({
            tenant_id: tenant.tenantId,
            conversation_id: conversationId,
            rule_id: 'rule-1',
            kind: 'phrase',
            severity: 'critical',
            message_index: 0,
            message: 'A phrase was said.',
            created_date: new Date().toISOString(),
          })
          .execute();
        // A transaction that rolls back queues nothing.
        await open.db.kysely
          .transaction()
          .execute(async (trx) => {
            await enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', { engagementId: 'x' });
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        // Nothing was queued: the newest delivery is the import's, delivered (one webhook's go out in order), and a
        // round of the worker, awaited with its sends, sends nothing more.
        await until(async () => (await deliveries(tenant, created.id))[0]?.status === 'delivered');
        await open.app.webhooks.drain();
        expect(hook.received).toHaveLength(count);
        const log = await deliveries(tenant, created.id);
        expect(log).toHaveLength(count);
        expect(log[0]).toMatchObject({
          event: 'conversation.imported',
          status: 'delivered',
          attempts: 1,
          lastStatusCode: 200,
          lastResponse: `answer ${count}`,
        });
        expect(await deliveries(tenant, created.id, '?status.equals=failed')).toEqual([]);
      } finally {
        await hook.close();
      }
    });

    it('retries a failing receiver with growing gaps, then succeeds; a retry sends it again', async () => {
      const hook = await receiver((n) => (n <= 2 ? 500 : 200));
      try {
        const tenant = await admin(open);
        const created = await create(open, tenant, { url: hook.url, events: ['label.corrected'] });
        await open.db.kysely
          .transaction()
          .execute((trx) =>
            enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', { engagementId: 'PLATFORM1' }),
          );
        await until(() => hook.received.length >= 3);
        const ids = new Set(hook.received.map((r) => r.headers['parlance-event-id']));
        expect(ids.size).toBe(1);
        const gaps = [
          hook.received[1]!.at - hook.received[0]!.at,
          hook.received[2]!.at - hook.received[1]!.at,
        ];
        expect(gaps[0]).toBeGreaterThanOrEqual(140);
        expect(gaps[1]).toBeGreaterThan(gaps[0]!);
        await until(async () => (await deliveries(tenant, created.id))[0]?.status === 'delivered');
        const [delivery] = await deliveries(tenant, created.id);
        expect(delivery).toMatchObject({ attempts: 3, lastStatusCode: 200, nextAttemptDate: null });
        const webhook = (await tenant.client.get(`/${tenant.publicId}/api/webhooks`)).json()[0];
        expect(webhook.failingSince).toBeNull();

        const retried = await tenant.client.post(
          `/${tenant.publicId}/api/webhooks/${created.id}/deliveries/${delivery!.id}/retry`,
        );
        expect(retried.statusCode, retried.body).toBe(202);
        await until(() => hook.received.length >= 4);
        expect(hook.received[3]!.headers['parlance-event-id']).toBe(
          hook.received[0]!.headers['parlance-event-id'],
        );
      } finally {
        await hook.close();
      }
    });

    it('sends a signed test event on request, once while it waits, shown in the delivery log', async () => {
      const hook = await receiver();
      try {
        const tenant = await admin(open);
        // Subscribed to another event: a test goes to the one webhook whatever it subscribes to.
        const created = await create(open, tenant, { url: hook.url, events: ['alert.raised'] });
        const path = `/${tenant.publicId}/api/webhooks/${created.id}/test`;
        const sent = await tenant.client.post(path);
        expect(sent.statusCode, sent.body).toBe(202);
        const queued = sent.json() as WebhookDelivery;
        expect(queued).toMatchObject({ event: 'webhook.test', attempts: 0 });
        await until(() => hook.received.length >= 1);
        const [received] = hook.received;
        verify(created.secret, received!);
        expect(received!.headers['parlance-event-id']).toBe(queued.eventId);
        expect(JSON.parse(received!.body)).toMatchObject({
          id: queued.eventId,
          type: 'webhook.test',
          tenantPublicId: tenant.publicId,
          data: { webhookId: created.id, sentBy: tenant.input.login },
        });
        await until(async () => (await deliveries(tenant, created.id))[0]?.status === 'delivered');
        expect(await deliveries(tenant, created.id, '?event.equals=webhook.test')).toEqual([
          expect.objectContaining({ id: queued.id, status: 'delivered', lastStatusCode: 200 }),
        ]);
        expect(await lastAuditEvent(open, tenant.tenantId, 'webhook')).toMatchObject({
          action: 'create',
          entity_id: `${created.id}/deliveries/${queued.id}`,
        });
      } finally {
        await hook.close();
      }
    });

    it('answers the waiting test rather than queueing another, and refuses a disabled webhook', async () => {
      const tenant = await admin(strict);
      // Nothing listens there: the test waits for its next try.
      const created = await create(strict, tenant, {
        url: 'https://hooks.example.com/t',
        events: ['alert.raised'],
      });
      const path = `/${tenant.publicId}/api/webhooks/${created.id}/test`;
      const first = await tenant.client.post(path);
      expect(first.statusCode, first.body).toBe(202);
      // Its first try fails (the address is refused at send time); the next waits 10 seconds.
      await until(async () => ((await deliveries(tenant, created.id))[0]?.attempts ?? 0) >= 1);
      const second = await tenant.client.post(path);
      expect(second.statusCode, second.body).toBe(202);
      expect(second.json().id).toBe(first.json().id);
      const tests = await strict.db.kysely
        .selectFrom('webhook_delivery')
        .select('id')
        .where('webhook_id', '=', created.id)
        .where('event_type', '=', 'webhook.test')
        .execute();
      expect(tests).toHaveLength(1);

      await tenant.client.put(`/${tenant.publicId}/api/webhooks/${created.id}`, { enabled: false });
      const before = await snapshot(strict.db, VOLATILE);
      const refused = await tenant.client.post(path);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorKey: 'webhookdisabled' });
      expect(await snapshot(strict.db, VOLATILE)).toEqual(before);
    });

    it('sends one webhook its events in order, and does not follow redirects', async () => {
      const hook = await receiver((n) => (n === 1 ? 302 : 200));
      try {
        const tenant = await admin(open);
        const created = await create(open, tenant, { url: hook.url, events: ['label.corrected'] });
        await open.db.kysely.transaction().execute(async (trx) => {
          for (let index = 0; index < 5; index++)
            await enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', { index });
        });
        await until(() => hook.received.length >= 6);
        // The redirect counted as a failure: the first event again, then the others in order.
        expect(hook.received.map((r) => JSON.parse(r.body).data.index)).toEqual([0, 0, 1, 2, 3, 4]);
        await until(async () =>
          (await deliveries(tenant, created.id)).every((delivery) => delivery.status === 'delivered'),
        );
        const log = (await deliveries(tenant, created.id)).reverse();
        expect(log.map((delivery) => delivery.attempts)).toEqual([2, 1, 1, 1, 1]);
      } finally {
        await hook.close();
      }
    });

    it('marks a delivery failed when it gives up, and disables a webhook failing for 3 days', async () => {
      const tenant = await admin(open);
      // Nothing listens here: the connection is refused.
      const created = await create(open, tenant, {
        url: 'http://127.0.0.1:9/hook',
        events: ['label.corrected'],
      });
      await open.db.kysely
        .updateTable('webhook')
        .set({ failing_since: new Date(Date.now() - 4 * 86_400_000).toISOString() })
        .where('id', '=', created.id)
        .execute();
      await open.db.kysely
        .transaction()
        .execute((trx) =>
          enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', { engagementId: 'PLATFORM2' }),
        );
      await until(async () => {
        const [webhook] = (await tenant.client.get(`/${tenant.publicId}/api/webhooks`)).json();
        return webhook.enabled === false;
      });
      const [webhook] = (await tenant.client.get(`/${tenant.publicId}/api/webhooks`)).json();
      expect(webhook).toMatchObject({ enabled: false, disabledReason: 'failing' });
      const [delivery] = await deliveries(tenant, created.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(delivery!.lastError).toMatch(/ECONNREFUSED/);

      // Old enough and tried often enough: failed, no next try.
      await open.db.kysely
        .updateTable('webhook_delivery')
        .set({
          attempts: WEBHOOK_MIN_ATTEMPTS,
          created_date: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        })
        .where('webhook_id', '=', created.id)
        .execute();
      const enabled = await tenant.client.put(`/${tenant.publicId}/api/webhooks/${created.id}`, {
        enabled: true,
      });
      expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
      await until(async () => (await deliveries(tenant, created.id))[0]?.status === 'failed');
      expect((await deliveries(tenant, created.id))[0]).toMatchObject({
        attempts: 11,
        nextAttemptDate: null,
      });
    });

    it('loses nothing across a restart between tries', async () => {
      const test = await startTestApp(OPEN, { sqliteFile: true });
      let restarted: FastifyInstance | undefined;
      const hook = await receiver((n) => (n === 1 ? 503 : 200));
      try {
        const tenant = await admin(test);
        await create(test, tenant, { url: hook.url, events: ['label.corrected'] });
        await test.db.kysely
          .transaction()
          .execute((trx) =>
            enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', { engagementId: 'PLATFORM3' }),
          );
        await until(() => hook.received.length >= 1);
        await test.app.close();
        // A closed app's worker sends nothing more. It leaves no state to wait for, so the test waits until the retry
        // is due and then several of the worker's polls (150 ms) more: a minimum, which a slow machine only lengthens.
        const { next_attempt_date: due } = await test.db.kysely
          .selectFrom('webhook_delivery')
          .select('next_attempt_date')
          .where('tenant_id', '=', tenant.tenantId)
          .executeTakeFirstOrThrow();
        await until(() => Date.now() > Date.parse(String(due)));
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(hook.received).toHaveLength(1);
        restarted = await buildApp(
          makeConfig({ DATABASE_URL: test.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent', ...OPEN }),
          { db: test.db },
        );
        await restarted.ready();
        await until(() => hook.received.length >= 2);
        expect(hook.received[1]!.body).toBe(hook.received[0]!.body);
        expect(hook.received[1]!.headers['parlance-event-id']).toBe(
          hook.received[0]!.headers['parlance-event-id'],
        );
      } finally {
        await hook.close();
        await restarted?.close();
        await test.close();
      }
    });

    it('two instances deliver each event once, never one delivery twice at once', async () => {
      const second = await buildApp(
        makeConfig({ DATABASE_URL: open.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent', SEED: 'false', ...OPEN }),
        { db: open.db },
      );
      await second.ready();
      const hooks = [await receiver(), await receiver()];
      try {
        const tenant = await admin(open);
        const ids: number[] = [];
        for (const hook of hooks)
          ids.push((await create(open, tenant, { url: hook.url, events: ['label.corrected'] })).id);
        for (let batch = 0; batch < 10; batch++)
          await open.db.kysely.transaction().execute(async (trx) => {
            for (let index = 0; index < 3; index++)
              await enqueueWebhookEvents(trx, tenant.tenantId, 'label.corrected', {
                index: batch * 3 + index,
              });
          });
        await until(() => hooks.every((hook) => hook.received.length >= 30));
        // Every delivery recorded as delivered (none can be claimed again), and both workers' sends in flight ended:
        // a second send of one would have come by now.
        await until(
          async () =>
            (await open.db.kysely
              .selectFrom('webhook_delivery')
              .select('id')
              .where('webhook_id', 'in', ids)
              .where('status', '!=', 'delivered')
              .executeTakeFirst()) === undefined,
        );
        await Promise.all([open.app.webhooks.drain(), second.webhooks.drain()]);
        for (const hook of hooks) {
          expect(hook.received).toHaveLength(30);
          expect(new Set(hook.received.map((r) => r.headers['parlance-event-id'])).size).toBe(30);
          expect(hook.received.map((r) => JSON.parse(r.body).data.index)).toEqual(
            Array.from({ length: 30 }, (_, i) => i),
          );
          expect(hook.maxConcurrent).toBe(1);
        }
      } finally {
        await Promise.all(hooks.map((hook) => hook.close()));
        await second.close();
      }
    });
  });
});
