import { CLIENT_APP_IDS, type ClientApp, clientAppIdSchema, clientAppUpdateSchema } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { parse } from '../../lib/parse.js';
import { notFound } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import { findClientApps } from '../tenant/tenant.repository.js';
import { deleteClientApp, findClientApp, saveClientApp } from './client-app.repository.js';

/**
 * The tenant's client app URLs (Settings). Every known app is listed, with an empty URL when it is not set; the
 * current tenant (`/api/tenant/current`) lists only the set ones, and the menu hides an app without a URL.
 */
export const clientAppRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/client-apps', async (request): Promise<ClientApp[]> => {
    const principal = await principalOf(request);
    const urls = new Map(
      (await findClientApps(db.kysely, principal.tenantId)).map((row) => [row.clientId, row.url]),
    );
    return CLIENT_APP_IDS.map((clientId) => ({ clientId, url: urls.get(clientId) ?? '' }));
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/client-apps/:clientId', async (request): Promise<ClientApp> => {
    const principal = await principalOf(request);
    // The client id names the resource: an unknown one is not found.
    const clientId = clientAppIdSchema.safeParse((request.params as { clientId: string }).clientId);
    if (!clientId.success) throw notFound();
    const { url } = parse(clientAppUpdateSchema, request.body);
    return db.kysely.transaction().execute(async (trx: Executor) => {
      const before = await findClientApp(trx, principal.tenantId, clientId.data);
      if ((before?.url ?? '') === url) return { clientId: clientId.data, url };
      if (url === '') await deleteClientApp(trx, principal.tenantId, clientId.data);
      else await saveClientApp(trx, principal.tenantId, clientId.data, url);
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: url === '' ? 'delete' : before ? 'update' : 'create',
        entityType: 'client-app',
        entityId: clientId.data,
        before: before ?? null,
        after: url === '' ? null : { clientId: clientId.data, url },
      });
      return { clientId: clientId.data, url };
    });
  });
};
