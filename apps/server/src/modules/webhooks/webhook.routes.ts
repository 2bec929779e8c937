import {
  WEBHOOK_DELIVERY_LIST_SPEC,
  WEBHOOK_ERROR_KEYS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOKS_PER_TENANT_MAX,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  webhookCreateSchema,
  webhookUpdateSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { randomToken } from '../../lib/crypto.js';
import { readListQuery, runListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { badRequest, fieldProblem, foundOrNotFound } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { nowIso } from '../../lib/time.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { auditedDelete, deleteTenantRow } from '../audit/audited-delete.js';
import type { AppContext } from '../context.js';
import { resolvedRefusal } from './address-policy.js';
import {
  countWebhooks,
  DELIVERY_COLUMNS,
  enqueueTestEvent,
  findDelivery,
  findWebhook,
  listWebhooks,
  selectDeliveries,
  toWebhook,
  toWebhookDelivery,
} from './webhook.repository.js';
import type { WebhookWorker } from './webhook.worker.js';

export interface WebhookRouteOptions extends AppContext {
  webhooks: WebhookWorker;
}

/**
 * Signed webhooks (Admin Settings, `p-manage_webhooks`): the tenant's webhooks, their delivery log and retries.
 * A URL is checked when saved (https, a public address: the name is resolved) and again at every send. The secret
 * is answered once, when the webhook is made; every change is audited without it.
 */
export const webhookRoutes = async (app: FastifyInstance, { db, config, webhooks }: WebhookRouteOptions) => {
  const policy = { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE };
  const checkUrl = async (url: string) => {
    const refusal = await resolvedRefusal(url, policy);
    if (refusal) throw fieldProblem('url', refusal);
  };

  secureRoute(app, 'GET /:tenantPublicId/api/webhooks', async (request): Promise<Webhook[]> => {
    const principal = await principalOf(request);
    return (await listWebhooks(db.kysely, principal.tenantId)).map(toWebhook);
  });

  secureRoute(app, 'POST /:tenantPublicId/api/webhooks', async (request, reply) => {
    const principal = await principalOf(request);
    const input = parse(webhookCreateSchema, request.body);
    await checkUrl(input.url);
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomToken()}`;
    const created = await db.kysely.transaction().execute(async (trx: Executor) => {
      if ((await countWebhooks(trx, principal.tenantId)) >= WEBHOOKS_PER_TENANT_MAX)
        throw badRequest(`A tenant has at most ${WEBHOOKS_PER_TENANT_MAX} webhooks.`);
      const now = nowIso();
      const row = await trx
        .insertInto('webhook')
        .values({
          tenant_id: principal.tenantId,
          url: input.url,
          description: input.description ?? null,
          events: JSON.stringify(input.events),
          secret,
          disabled_reason: null,
          failing_since: null,
          created_by: principal.user.login,
          created_date: now,
          last_modified_date: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = toWebhook(foundOrNotFound(await findWebhook(trx, principal.tenantId, row.id)));
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'create',
        entityType: 'webhook',
        entityId: row.id,
        after: stored,
      });
      return stored;
    });
    const answer: WebhookCreated = { ...created, secret };
    return reply.code(201).send(answer);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/webhooks/:id', async (request): Promise<Webhook> => {
    const principal = await principalOf(request);
    const id = idParam(request);
    const input = parse(webhookUpdateSchema, request.body);
    foundOrNotFound(await findWebhook(db.kysely, principal.tenantId, id));
    if (input.url !== undefined) await checkUrl(input.url);
    const updated = await db.kysely.transaction().execute(async (trx: Executor) => {
      const before = toWebhook(foundOrNotFound(await findWebhook(trx, principal.tenantId, id)));
      await trx
        .updateTable('webhook')
        .set({
          ...(input.url !== undefined ? { url: input.url } : {}),
          ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.enabled === true ? { enabled: 1, disabled_reason: null, failing_since: null } : {}),
          ...(input.enabled === false ? { enabled: 0, disabled_reason: null } : {}),
          last_modified_date: nowIso(),
        })
        .where('tenant_id', '=', principal.tenantId)
        .where('id', '=', id)
        .execute();
      const after = toWebhook(foundOrNotFound(await findWebhook(trx, principal.tenantId, id)));
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'update',
        entityType: 'webhook',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    // Enabled again: its waiting deliveries may go at once.
    if (input.enabled) webhooks.wake();
    return updated;
  });

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/webhooks/:id',
    auditedDelete(db, 'webhook', {
      find: findWebhook,
      remove: deleteTenantRow('webhook'),
      audited: toWebhook,
    }),
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/webhooks/:id/deliveries',
    async (request, reply): Promise<WebhookDelivery[]> => {
      const principal = await principalOf(request);
      const id = idParam(request);
      const query = readListQuery(request, WEBHOOK_DELIVERY_LIST_SPEC);
      foundOrNotFound(await findWebhook(db.kysely, principal.tenantId, id));
      const { rows, total } = await runListQuery(
        selectDeliveries(db.kysely, principal.tenantId, id),
        query,
        DELIVERY_COLUMNS,
        'webhook_delivery.id',
        // The id in the direction of the last sort: one index serves a column's both directions.
        query.sort.at(-1)?.order === 1 ? 'asc' : 'desc',
      );
      setPaginationHeaders(request, reply, query, total);
      return rows.map(toWebhookDelivery);
    },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry',
    async (request, reply) => {
      const principal = await principalOf(request);
      const id = idParam(request);
      const deliveryId = idParam(request, 'deliveryId');
      const delivery = await db.kysely.transaction().execute(async (trx: Executor) => {
        foundOrNotFound(await findWebhook(trx, principal.tenantId, id));
        const before = toWebhookDelivery(
          foundOrNotFound(await findDelivery(trx, principal.tenantId, id, deliveryId)),
        );
        // One more try now; a claim in flight is left alone, so the delivery is never sent twice at once.
        await trx
          .updateTable('webhook_delivery')
          .set({ status: 'pending', next_attempt_date: nowIso() })
          .where('tenant_id', '=', principal.tenantId)
          .where('webhook_id', '=', id)
          .where('id', '=', deliveryId)
          .execute();
        const after = toWebhookDelivery(
          foundOrNotFound(await findDelivery(trx, principal.tenantId, id, deliveryId)),
        );
        await recordAudit(trx, {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          action: 'update',
          entityType: 'webhook',
          entityId: `${id}/deliveries/${deliveryId}`,
          before: { status: before.status, attempts: before.attempts },
          after: { status: after.status, retry: true },
        });
        return after;
      });
      webhooks.wake();
      return reply.code(202).send(delivery);
    },
  );

  secureRoute(app, 'POST /:tenantPublicId/api/webhooks/:id/test', async (request, reply) => {
    const principal = await principalOf(request);
    const id = idParam(request);
    const delivery = await db.kysely.transaction().execute(async (trx: Executor) => {
      const webhook = foundOrNotFound(await findWebhook(trx, principal.tenantId, id));
      // A disabled webhook's deliveries wait until it is enabled: a test would seem lost.
      if (webhook.enabled !== 1)
        throw badRequest('Enable the webhook to send it a test event.', WEBHOOK_ERROR_KEYS.disabled);
      const { id: deliveryId, queued } = await enqueueTestEvent(trx, principal.tenantId, id, {
        webhookId: id,
        message: 'A test event sent from Admin Settings.',
        sentBy: principal.user.login,
      });
      const queuedDelivery = toWebhookDelivery(
        foundOrNotFound(await findDelivery(trx, principal.tenantId, id, deliveryId)),
      );
      if (queued)
        await recordAudit(trx, {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          action: 'create',
          entityType: 'webhook',
          entityId: `${id}/deliveries/${deliveryId}`,
          before: null,
          after: { event: queuedDelivery.event, eventId: queuedDelivery.eventId },
        });
      return queuedDelivery;
    });
    webhooks.wake();
    return reply.code(202).send(delivery);
  });
};
