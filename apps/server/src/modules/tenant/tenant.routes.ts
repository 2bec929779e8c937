import { ERROR_KEYS, MESSAGES, ROLES, tenantSignupSchema } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { hashPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';
import { assignRoles } from '../roles/role.repository.js';
import { findTaken, insertUser } from '../users/user.repository.js';
import { createTenant, findCurrentTenant } from './tenant.repository.js';

/** A taken login or e-mail answers like JHipster: errorKey userexists / emailexists and the field error. */
export const assertLoginAndEmailFree = async (
  db: Executor,
  login: string,
  email: string,
  exceptUserId?: number,
) => {
  const taken = await findTaken(db, login, email, exceptUserId);
  if (taken.login) throw fieldProblem('login', MESSAGES.loginTaken, ERROR_KEYS.userExists);
  if (taken.email) throw fieldProblem('email', MESSAGES.emailTaken, ERROR_KEYS.emailExists);
};

export const tenantRoutes = async (app: FastifyInstance, { db, config }: AppContext) => {
  secureRoute(app, 'GET /api/tenant/current', async (request) => {
    const principal = await principalOf(request);
    return findCurrentTenant(db.kysely, principal.tenantId);
  });

  secureRoute(
    app,
    'POST /api/tenant/signup',
    async (request, reply) => {
      const input = parse(tenantSignupSchema, request.body);
      const passwordHash = await hashPassword(input.password);
      const publicId = await db.kysely.transaction().execute(async (trx: Executor) => {
        await assertLoginAndEmailFree(trx, input.login, input.email);
        const tenant = await createTenant(trx, input.tenantName);
        const userId = await insertUser(trx, {
          tenantId: tenant.id,
          login: input.login,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          status: 'ACTIVE',
          createdBy: input.login.toLowerCase(),
        });
        await assignRoles(trx, userId, [tenant.roleIds.get(ROLES.admin)!]);
        return tenant.publicId;
      });
      return reply.code(201).send({ publicId });
    },
    { config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
  );
};
