import {
  changePasswordSchema,
  ERROR_KEYS,
  INVITE_KEY_LIFETIME_MS,
  MESSAGES,
  RESET_FINISH_PATH,
  RESET_KEY_LIFETIME_MS,
  resetFinishSchema,
  resetInitSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { deleteUserSessions } from '../auth/session.repository.js';
import { consumeKey, issueKey, type KeyKind } from '../auth/user-key.repository.js';
import type { AppContext } from '../context.js';
import { invitationMail, passwordResetMail } from '../mail/templates.js';
import { findTenant } from '../tenant/tenant.repository.js';
import {
  ACTIVE_STATUSES,
  findUserByEmail,
  toUserAccount,
  type UserRow,
  updatePassword,
} from '../users/user.repository.js';

const displayName = (user: UserRow) => user.first_name || user.login;

/** Sends the invitation mail with a fresh finish-create link (also used by the admin screens). */
export const sendInvitation = async (context: AppContext, baseUrl: string, user: UserRow) => {
  const key = await issueKey(
    context.db.kysely,
    user.id,
    'invite',
    INVITE_KEY_LIFETIME_MS,
    context.db.dialect === 'postgres',
  );
  const tenant = await findTenant(context.db.kysely, user.tenant_id);
  const link = `${baseUrl}${RESET_FINISH_PATH}?key=${encodeURIComponent(key)}&create=1`;
  await context.mailer.send({ to: user.email, ...invitationMail(displayName(user), tenant.name, link) });
};

/** Sends a password-reset mail with a fresh link (also used by the admin screens). */
export const sendPasswordReset = async (context: AppContext, baseUrl: string, user: UserRow) => {
  const key = await issueKey(
    context.db.kysely,
    user.id,
    'reset',
    RESET_KEY_LIFETIME_MS,
    context.db.dialect === 'postgres',
  );
  const link = `${baseUrl}${RESET_FINISH_PATH}?key=${encodeURIComponent(key)}`;
  await context.mailer.send({ to: user.email, ...passwordResetMail(displayName(user), link) });
};

export const accountRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db, config } = context;
  const rateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  secureRoute(app, 'GET /api/account', async (request) => {
    const principal = await principalOf(request);
    return toUserAccount(principal.user, principal.tenantPublicId, principal);
  });

  secureRoute(
    app,
    'POST /api/account/reset-password/init',
    async (request, reply) => {
      const email = parse(resetInitSchema, typeof request.body === 'string' ? request.body : undefined);
      const user = await findUserByEmail(db.kysely, email);
      if (user && ACTIVE_STATUSES.includes(user.status)) {
        // Not awaited: the answer must take the same time whether or not a mail goes out.
        sendPasswordReset(context, context.publicUrl(request), user).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset mail failed'),
        );
      }
      return reply.code(200).send();
    },
    { config: { rateLimit } },
  );

  /** Sets a password from a mailed key; the key is spent only when the new password is valid. */
  const finishWithKey = async (body: unknown, kind: KeyKind, allowed: (user: UserRow) => boolean) => {
    const { key, newPassword } = parse(resetFinishSchema, body);
    const passwordHash = await hashPassword(newPassword);
    await db.kysely.transaction().execute(async (trx: Executor) => {
      const userId = await consumeKey(trx, key, kind);
      const user = userId === undefined ? undefined : await findUserById(trx, userId);
      if (!user || !allowed(user)) {
        throw fieldProblem('key', MESSAGES.invalidKey, ERROR_KEYS.invalidKey);
      }
      const status = user.status === 'CONTROL_GROUP' ? 'CONTROL_GROUP' : 'ACTIVE';
      await updatePassword(trx, user.tenant_id, user.id, passwordHash, status, user.login);
      await deleteUserSessions(trx, user.tenant_id, user.id);
    });
  };

  secureRoute(
    app,
    'POST /api/account/reset-password/finish',
    async (request, reply) => {
      await finishWithKey(request.body, 'reset', (user) => ACTIVE_STATUSES.includes(user.status));
      return reply.code(200).send();
    },
    { config: { rateLimit } },
  );

  secureRoute(
    app,
    'POST /api/account/reset-password/finish-create',
    async (request, reply) => {
      await finishWithKey(request.body, 'invite', (user) => user.status === 'INVITED');
      return reply.code(200).send();
    },
    { config: { rateLimit } },
  );

  secureRoute(app, 'POST /api/account/change-password', async (request, reply) => {
    const principal = await principalOf(request);
    const { currentPassword, newPassword } = parse(changePasswordSchema, request.body);
    const user = principal.user;
    if (!user.password_hash || !(await verifyPassword(currentPassword, user.password_hash))) {
      throw fieldProblem('currentPassword', MESSAGES.wrongCurrentPassword);
    }
    const status = user.status === 'TEMP_PASSWORD' ? 'ACTIVE' : (user.status as 'ACTIVE' | 'CONTROL_GROUP');
    const passwordHash = await hashPassword(newPassword);
    await db.kysely.transaction().execute(async (trx: Executor) => {
      await updatePassword(trx, principal.tenantId, user.id, passwordHash, status, user.login);
      // Other browsers signed in with the old password are signed out; this one stays.
      await trx
        .deleteFrom('session')
        .where('tenant_id', '=', principal.tenantId)
        .where('user_id', '=', user.id)
        .where('id_hash', '!=', user.sessionHash)
        .execute();
    });
    return reply.code(200).send();
  });
};

/** Keys name a user, not a tenant: the tenant is read from the user row the key points at. */
const findUserById = (db: Executor, userId: number) =>
  db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
