import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryEventType,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@parlance/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { WebhookDeliveryTable, WebhookTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

/** `Parlance-Event-Id`: unique per delivery (event and webhook), the same on every try. */
export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/**
 * Queues an event for every enabled webhook of the tenant that subscribes to it, in the caller's transaction, so
 * that the event is queued if and only if its cause commits. `data` may be a function: it is then called only
 * when some webhook subscribes (an event nobody listens to costs one indexed read). Answers how many were queued.
 */
export const enqueueWebhookEvents = async (
  trx: Executor,
  tenantId: number,
  type: WebhookEventType,
  data: Record<string, unknown> | (() => Promise<Record<string, unknown> | undefined>),
): Promise<number> => {
  const hooks = await trx
    .selectFrom('webhook')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', 1)
    .where('events', 'like', `%"${type}"%`)
    .execute();
  if (hooks.length === 0) return 0;
  const payload = typeof data === 'function' ? await data() : data;
  if (!payload) return 0;
  const now = nowIso();
  const json = JSON.stringify(payload);
  await trx
    .insertInto('webhook_delivery')
    .values(
      hooks.map((hook) => ({
        tenant_id: tenantId,
        webhook_id: hook.id,
        event_id: newEventId(),
        event_type: type,
        data: json,
        created_date: now,
        next_attempt_date: now,
      })),
    )
    .execute();
  return hooks.length;
};

export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;

export const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as WebhookEventType[],
  description: row.description,
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason === 'failing' ? 'failing' : null,
  failingSince: row.failing_since,
  createdBy: row.created_by,
  createdDate: row.created_date,
});

export const toWebhookDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  event: row.event_type as WebhookDeliveryEventType,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  lastResponse: row.last_response,
  lastAttemptDate: row.last_attempt_date,
  nextAttemptDate: row.status === 'pending' ? row.next_attempt_date : null,
  createdDate: row.created_date,
});

export const listWebhooks = (db: Executor, tenantId: number) =>
  db.selectFrom('webhook').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

export const findWebhook = (db: Executor, tenantId: number, id: number) =>
  db
    .selectFrom('webhook')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const countWebhooks = async (db: Executor, tenantId: number) =>
  Number(
    (
      await db
        .selectFrom('webhook')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const selectDeliveries = (db: Executor, tenantId: number, webhookId: number) =>
  db
    .selectFrom('webhook_delivery')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('webhook_id', '=', webhookId);

export const DELIVERY_COLUMNS: Record<string, string> = {
  createdDate: 'webhook_delivery.created_date',
  status: 'webhook_delivery.status',
  attempts: 'webhook_delivery.attempts',
  nextAttemptDate: 'webhook_delivery.next_attempt_date',
  event: 'webhook_delivery.event_type',
};

export const findDelivery = (db: Executor, tenantId: number, webhookId: number, id: number) =>
  selectDeliveries(db, tenantId, webhookId).where('id', '=', id).executeTakeFirst();

/**
 * Queues a `webhook.test` delivery to one webhook, or answers the test delivery still waiting for it (one at a
 * time, so that repeated clicks never pile deliveries up). The worker signs and sends it as any other.
 */
export const enqueueTestEvent = async (
  trx: Executor,
  tenantId: number,
  webhookId: number,
  data: Record<string, unknown>,
): Promise<{ id: number; queued: boolean }> => {
  const waiting = await selectDeliveries(trx, tenantId, webhookId)
    .where('event_type', '=', WEBHOOK_TEST_EVENT)
    .where('status', '=', 'pending')
    .select('id')
    .executeTakeFirst();
  if (waiting) return { id: waiting.id, queued: false };
  const now = nowIso();
  const row = await trx
    .insertInto('webhook_delivery')
    .values({
      tenant_id: tenantId,
      webhook_id: webhookId,
      event_id: newEventId(),
      event_type: WEBHOOK_TEST_EVENT,
      data: JSON.stringify(data),
      created_date: now,
      next_attempt_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, queued: true };
};
