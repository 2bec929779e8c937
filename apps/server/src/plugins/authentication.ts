import { SESSION_COOKIE } from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../lib/time.js';
import { extendSession, findSession, type SessionWithUser } from '../modules/auth/session.repository.js';
import { ACTIVE_STATUSES, touchActivity } from '../modules/users/user.repository.js';

export interface Principal {
  user: SessionWithUser;
  tenantId: number;
  tenantPublicId: number;
  roles: string[];
  authorities: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request on first use. */
    principal(): Promise<Principal | null>;
  }
}

/** Requests seen within this window do not write the session again. */
const TOUCH_INTERVAL_MS = 60_000;

export const registerAuthentication = (
  app: FastifyInstance,
  options: { db: Db; sessionLifetimeMs: number; secureCookies: boolean },
) => {
  const { db, sessionLifetimeMs } = options;
  const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();

  const load = async (request: FastifyRequest): Promise<Principal | null> => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return null;
    // One round trip: session, user, tenant, roles and permissions.
    const found = await findSession(db.kysely, sessionId);
    if (!found || !ACTIVE_STATUSES.includes(found.user.status)) return null;
    const { user, roles, authorities } = found;
    const now = nowIso();
    if (Date.parse(now) - Date.parse(user.sessionLastSeen) > TOUCH_INTERVAL_MS) {
      await extendSession(db.kysely, user.sessionHash, sessionLifetimeMs, now);
      await touchActivity(db.kysely, user.tenant_id, user.id, now);
      user.last_activity_date = now;
    }
    return { user, tenantId: user.tenant_id, tenantPublicId: user.tenantPublicId, roles, authorities };
  };

  app.decorateRequest('principal', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = load(this);
      cache.set(this, pending);
    }
    return pending;
  });
};

export const sessionCookieOptions = (secure: boolean, maxAgeMs?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
});
