import { SESSION_COOKIE } from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { sha256 } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import { createPrincipalCache, PRINCIPAL_MAX_AGE_MS } from './principal-cache.js';
import type { SessionLookup, SessionUser } from './session-lookup.js';

export interface Principal {
  user: SessionUser;
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
  options: {
    db: Db;
    /** The auth and users modules' session queries (`modules/auth/session-lookup.ts`). */
    sessions: SessionLookup;
    databaseUrl: string;
    secureCookies: boolean;
    /** `PRINCIPAL_CACHE`: without it every signed-in request reads its principal from the database. */
    principalCache: boolean;
  },
) => {
  const { db, sessions } = options;
  const cache = new WeakMap<FastifyRequest, Promise<Principal | null>>();
  const principals = options.principalCache
    ? createPrincipalCache(db, { url: options.databaseUrl, log: app.log, metrics: app.metrics })
    : undefined;
  if (principals) {
    app.addHook('onClose', () => principals.close());
    // The once-a-minute write changes the user's `last_activity_date` and the session's times only: it ends that
    // user's entries rather than every entry.
    for (const statement of sessions.touchStatements) principals.quiet(statement);
  }

  const load = async (request: FastifyRequest): Promise<Principal | null> => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (!sessionId) return null;
    const hash = sha256(sessionId);
    let found = principals?.get(hash, Date.now());
    if (!found) {
      // One round trip: session, user, tenant, roles and permissions.
      const generation = principals?.generation();
      found = await sessions.findByHash(hash);
      if (!found) return null;
      if (principals && generation !== undefined) {
        const { sessionLastSeen, sessionExpiresAt } = found.user;
        // Kept until the session would expire or need its once-a-minute write, at most PRINCIPAL_MAX_AGE_MS.
        const validUntil = Math.min(
          Date.now() + PRINCIPAL_MAX_AGE_MS,
          Date.parse(sessionExpiresAt),
          Date.parse(sessionLastSeen) + TOUCH_INTERVAL_MS,
        );
        principals.set(hash, found, generation, validUntil);
      }
    }
    if (!sessions.isActive(found.user.status)) return null;
    // Entries are shared by the requests of a session.
    const user = { ...found.user };
    const { roles, authorities } = found;
    const now = nowIso();
    if (Date.parse(now) - Date.parse(user.sessionLastSeen) > TOUCH_INTERVAL_MS) {
      await sessions.touch(user, now);
      principals?.dropUser(user.id);
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
