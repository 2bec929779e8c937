import { tenantIdOf } from './admin-fixtures.js';
import type { IsolationCase, SeededRow, SignedUpTenant } from './isolation-case.js';
import { type TestApp, unique } from './test-app.js';

/**
 * A victim webhook, disabled (unless `enabled`) so that no delivery is sent while the test compares the data, with one
 * delivered delivery; its URL is the marker (its secret is never answered after creation).
 */
const seedWebhook = async (test: TestApp, victim: SignedUpTenant, enabled = false): Promise<SeededRow> => {
  const tenantId = await tenantIdOf(test, victim.publicId);
  // An enabled one points at a closed loopback port, so that a delivery the test queues goes nowhere else.
  const url = enabled
    ? `https://127.0.0.1:9/${unique('victim-hook-')}`
    : `https://${unique('victim-hook-')}.example.com/hook`;
  const now = new Date().toISOString();
  const webhook = await test.db.kysely
    .insertInto('webhook')
    .values({
      tenant_id: tenantId,
      url,
      description: null,
      events: '["engagement.ended"]',
      secret: unique('whsec_victim'),
      enabled: enabled ? 1 : 0,
      disabled_reason: null,
      failing_since: null,
      created_by: victim.input.login,
      created_date: now,
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delivery = await test.db.kysely
    .insertInto('webhook_delivery')
    .values({
      tenant_id: tenantId,
      webhook_id: webhook.id,
      event_id: unique('evt_victim'),
      event_type: 'engagement.ended',
      data: JSON.stringify({ marker: url }),
      created_date: now,
      status: 'delivered',
      attempts: 1,
      next_attempt_date: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: webhook.id, marker: url, params: { id: webhook.id, deliveryId: delivery.id } };
};

/** The webhooks' endpoints (Admin Settings) in the tenant-isolation test. */
export const WEBHOOK_ISOLATION_CASES: IsolationCase[] = [
  { endpoint: 'GET /:tenantPublicId/api/webhooks', seed: seedWebhook },
  {
    endpoint: 'POST /:tenantPublicId/api/webhooks',
    body: { url: 'https://isolation.example.com/hook', events: ['alert.raised'] },
  },
  { endpoint: 'PUT /:tenantPublicId/api/webhooks/:id', seed: seedWebhook, body: { enabled: false } },
  { endpoint: 'DELETE /:tenantPublicId/api/webhooks/:id', seed: seedWebhook },
  { endpoint: 'GET /:tenantPublicId/api/webhooks/:id/deliveries', seed: seedWebhook },
  { endpoint: 'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry', seed: seedWebhook },
  // Only an enabled webhook takes a test event.
  {
    endpoint: 'POST /:tenantPublicId/api/webhooks/:id/test',
    seed: (test, victim) => seedWebhook(test, victim, true),
  },
];
