import {
  CHANGE_PASSWORD_PATH,
  ERROR_KEYS,
  loginRequestSchema,
  MESSAGES,
  ORIGIN_HANDLER_HEADER,
  SESSION_COOKIE,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword, sha256, verifyPassword } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { tooManyRequests, unauthorized } from '../../lib/problem.js';
import { nowIso } from '../../lib/time.js';
import { secureRoute } from '../../plugins/access.js';
import { sessionCookieOptions } from '../../plugins/authentication.js';
import type { AppContext } from '../context.js';
import { ACTIVE_STATUSES, findUserForSignIn, touchActivity } from '../users/user.repository.js';
import { clearFailures, findLock, recordFailure } from './login-attempt.repository.js';
import { createSession, deleteSession } from './session.repository.js';

export const authRoutes = async (app: FastifyInstance, { db, config }: AppContext) => {
  // Compared against when the user is unknown, so that every failure costs one hash.
  const dummyHash = await hashPassword('not-a-password-of-anyone');
  const cookie = sessionCookieOptions(config.secureCookies);

  secureRoute(
    app,
    'POST /api/authentication',
    async (request, reply) => {
      const { username, password } = parse(loginRequestSchema, request.body);
      const submitted = username.trim().toLowerCase();
      const user = await findUserForSignIn(db.kysely, submitted);
      // A known account is counted once, whether named by login or e-mail; an unknown name by itself.
      const key = user ? `user:${user.id}` : submitted;
      const lockedUntil = await findLock(db.kysely, key);
      if (lockedUntil) {
        const seconds = Math.ceil((Date.parse(lockedUntil) - Date.now()) / 1000);
        throw tooManyRequests(MESSAGES.tooManyAttempts, ERROR_KEYS.locked, seconds);
      }
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? dummyHash);
      if (!user?.password_hash || !passwordMatches || !ACTIVE_STATUSES.includes(user.status)) {
        await recordFailure(db.kysely, key, config.LOGIN_LOCK_THRESHOLD, config.LOGIN_LOCK_DURATION);
        throw unauthorized(MESSAGES.badCredentials, ERROR_KEYS.badCredentials);
      }
      await clearFailures(db.kysely, key);
      // Rotate: whatever session the browser had before is ended.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db.kysely, sha256(previous));
      const sessionId = await createSession(db.kysely, user.id, user.tenant_id, config.SESSION_LIFETIME);
      await touchActivity(db.kysely, user.tenant_id, user.id, nowIso());
      reply.setCookie(SESSION_COOKIE, sessionId, cookie);
      if (user.status === 'TEMP_PASSWORD') reply.header(ORIGIN_HANDLER_HEADER, CHANGE_PASSWORD_PATH);
      return reply.code(200).send();
    },
    { config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
  );

  secureRoute(app, 'GET /api/authenticate', async (_request, reply) => reply.code(204).send());

  secureRoute(app, 'POST /api/logout', async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) await deleteSession(db.kysely, sha256(sessionId));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(200).send();
  });
};
