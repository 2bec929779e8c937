import { API_KEY_PREFIX, type ApiKey, type ApiKeyCreated, apiKeyCreateSchema } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { foundOrNotFound } from '../../lib/problem.js';
import { nowIso } from '../../lib/time.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { auditedDelete, deleteTenantRow } from '../audit/audited-delete.js';
import type { AppContext } from '../context.js';

const toApiKey = (row: {
  id: number;
  name: string;
  created_by: string | null;
  created_date: string;
  last_used_date: string | null;
}): ApiKey => ({
  id: row.id,
  name: row.name,
  createdBy: row.created_by,
  createdDate: row.created_date,
  lastUsedDate: row.last_used_date,
});

const findApiKey = (db: Executor, tenantId: number, id: number) =>
  db
    .selectFrom('api_key')
    .select(['id', 'name', 'created_by', 'created_date', 'last_used_date'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Tenant API keys (Admin Settings) for the `/api/v1` engagements API. A key is shown once, when it is made;
 * only its SHA-256 is stored, so neither the list nor the audit log can ever show it again.
 */
export const apiKeyRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/api-keys', async (request): Promise<ApiKey[]> => {
    const principal = await principalOf(request);
    const rows = await db.kysely
      .selectFrom('api_key')
      .select(['id', 'name', 'created_by', 'created_date', 'last_used_date'])
      .where('tenant_id', '=', principal.tenantId)
      .orderBy('id')
      .execute();
    return rows.map(toApiKey);
  });

  secureRoute(app, 'POST /:tenantPublicId/api/api-keys', async (request, reply) => {
    const principal = await principalOf(request);
    const input = parse(apiKeyCreateSchema, request.body);
    const key = `${API_KEY_PREFIX}${randomToken()}`;
    const created = await db.kysely.transaction().execute(async (trx: Executor) => {
      const row = await trx
        .insertInto('api_key')
        .values({
          tenant_id: principal.tenantId,
          name: input.name,
          key_hash: sha256(key),
          created_by: principal.user.login,
          created_date: nowIso(),
          last_used_date: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = toApiKey(foundOrNotFound(await findApiKey(trx, principal.tenantId, row.id)));
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'create',
        entityType: 'api-key',
        entityId: row.id,
        after: stored,
      });
      return stored;
    });
    const answer: ApiKeyCreated = { id: created.id, name: created.name, key };
    return reply.code(201).send(answer);
  });

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/api-keys/:id',
    auditedDelete(db, 'api-key', { find: findApiKey, remove: deleteTenantRow('api_key'), audited: toApiKey }),
  );
};
