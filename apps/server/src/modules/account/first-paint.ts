import type { FirstPaintData } from '@parlance/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { findCurrentTenant } from '../tenant/tenant.repository.js';
import { toUserAccount } from '../users/user.repository.js';

/**
 * A signed-in page's first paint data (`plugins/web-app.ts`): the account and the tenant exactly as
 * `GET /api/account` and `GET /api/tenant/current` answer them to the same request; null without a session.
 */
export const firstPaintOf =
  (db: Db) =>
  async (request: FastifyRequest): Promise<FirstPaintData | null> => {
    const principal = await request.principal();
    if (!principal) return null;
    return {
      account: toUserAccount(principal.user, principal.tenantPublicId, principal),
      tenant: await findCurrentTenant(db.kysely, principal.tenantId),
    };
  };
