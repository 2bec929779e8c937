import type { Product } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';
import { findClientApps } from '../tenant/tenant.repository.js';

const findProducts = (db: Executor, tenantId: number) =>
  db
    .selectFrom('product')
    .select(['id', 'code', 'name', 'description', 'url', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();

/**
 * The tenant's products. In-app products link to their route under the tenant; a product that is a client app
 * (Agentic Voice, Reporting) links to the app's configured URL and is enabled only when one is set.
 */
export const productRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/products', async (request): Promise<Product[]> => {
    const principal = await principalOf(request);
    const [products, clientApps] = await Promise.all([
      findProducts(db.kysely, principal.tenantId),
      findClientApps(db.kysely, principal.tenantId),
    ]);
    const appUrls = new Map(clientApps.map((clientApp) => [clientApp.clientId, clientApp.url]));
    return products.map((product) => {
      const external = product.url === '';
      const url = external
        ? (appUrls.get(product.code) ?? '')
        : `/${principal.tenantPublicId}/${product.url}`;
      return {
        id: product.id,
        code: product.code,
        name: product.name,
        description: product.description,
        url,
        enabled: product.enabled === 1 || (external && url !== ''),
        external,
      };
    });
  });
};
