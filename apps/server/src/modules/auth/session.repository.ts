import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';

/** Creates a session and returns its opaque id; only the id's hash is stored. */
export const createSession = async (
  db: Executor,
  userId: number,
  tenantId: number,
  lifetimeMs: number,
): Promise<string> => {
  const id = randomToken();
  const now = nowIso();
  await db
    .insertInto('session')
    .values({
      id_hash: sha256(id),
      user_id: userId,
      tenant_id: tenantId,
      created_date: now,
      last_seen: now,
      expires_at: isoIn(lifetimeMs),
    })
    .execute();
  return id;
};

/** The live session with its user and tenant, or nothing. */
export const findSession = (db: Executor, sessionId: string) =>
  db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .selectAll('app_user')
    .select([
      'session.id_hash as sessionHash',
      'session.last_seen as sessionLastSeen',
      'tenant.public_id as tenantPublicId',
    ])
    .where('session.id_hash', '=', sha256(sessionId))
    .where('session.expires_at', '>', nowIso())
    .executeTakeFirst();

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Sliding expiry: the session lives `lifetimeMs` past the last request. */
export const extendSession = (db: Executor, sessionHash: string, lifetimeMs: number, at: string) =>
  db
    .updateTable('session')
    .set({ last_seen: at, expires_at: isoIn(lifetimeMs) })
    .where('id_hash', '=', sessionHash)
    .execute();

export const deleteSession = (db: Executor, sessionHash: string) =>
  db.deleteFrom('session').where('id_hash', '=', sessionHash).execute();

/** Ends every session of a user at once (deactivation, password change). */
export const deleteUserSessions = (db: Executor, tenantId: number, userId: number) =>
  db.deleteFrom('session').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

export const deleteExpiredSessions = (db: Executor) =>
  db.deleteFrom('session').where('expires_at', '<=', nowIso()).execute();
