import {
  ERROR_KEYS,
  MESSAGES,
  REPORTING_ERROR_KEYS,
  ROLES,
  type TenantSettings,
  tenantSettingsSchema,
  tenantSignupSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { hashPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem, validationProblem } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import { assignRoles } from '../roles/role.repository.js';
import { findTaken, insertUser } from '../users/user.repository.js';
import {
  createTenant,
  findCurrentTenant,
  findTenantSettings,
  saveTenantSettings,
} from './tenant.repository.js';

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

/** A zone as the runtime spells it when only the case differs (`europe/berlin` → `Europe/Berlin`); else as given. */
const canonicalCase = (zone: string) => {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
};

export const tenantRoutes = async (app: FastifyInstance, { db, config }: AppContext) => {
  secureRoute(app, 'GET /api/tenant/current', async (request) => {
    const principal = await principalOf(request);
    return findCurrentTenant(db.kysely, principal.tenantId);
  });

  secureRoute(app, 'GET /:tenantPublicId/api/tenant-settings', async (request): Promise<TenantSettings> => {
    const principal = await principalOf(request);
    return findTenantSettings(db.kysely, principal.tenantId);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/tenant-settings', async (request): Promise<TenantSettings> => {
    const principal = await principalOf(request);
    const parsed = tenantSettingsSchema.safeParse(request.body);
    if (!parsed.success) {
      // A string that names no zone has its own error key; any other bad body is a plain validation problem.
      const [issue] = parsed.error.issues;
      if (parsed.error.issues.length === 1 && issue?.code === 'custom')
        throw fieldProblem('timeZone', issue.message, REPORTING_ERROR_KEYS.unknownTimeZone);
      throw validationProblem(parsed.error);
    }
    const after = { timeZone: canonicalCase(parsed.data.timeZone) };
    return db.kysely.transaction().execute(async (trx: Executor) => {
      const before = await findTenantSettings(trx, principal.tenantId);
      if (before.timeZone === after.timeZone) return after;
      await saveTenantSettings(trx, principal.tenantId, after);
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'update',
        entityType: 'tenant',
        entityId: principal.tenantPublicId,
        before,
        after,
      });
      return after;
    });
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
