import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
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

/** A JSON array of the names a sub-query selects as `name`; `[]` when there are none. */
const namesOf = (db: Executor, names: RawBuilder<unknown>): RawBuilder<unknown> =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`(select coalesce(json_agg(name), '[]'::json) from (${names}) as names)`
    : sql`(select json_group_array(name) from (${names}))`;

/** JSON arrays arrive parsed from PostgreSQL and as text from SQLite; sorted here, as collations differ. */
const parseNames = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? [])).sort();

/**
 * The live session with its user, tenant, role names and permissions, in one query, or nothing. Roles and
 * permissions are read with it at every request, so that a change to them applies at the next one.
 */
export const findSession = async (db: Executor, sessionId: string) => {
  const roles = sql`select distinct role.name as name from user_role
    inner join role on role.id = user_role.role_id
    where user_role.user_id = session.user_id and role.tenant_id = session.tenant_id`;
  const permissions = sql`select distinct role_permission.permission as name from user_role
    inner join role on role.id = user_role.role_id
    inner join role_permission on role_permission.role_id = role.id
    where user_role.user_id = session.user_id and role.tenant_id = session.tenant_id`;
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .selectAll('app_user')
    .select([
      'session.id_hash as sessionHash',
      'session.last_seen as sessionLastSeen',
      'tenant.public_id as tenantPublicId',
      namesOf(db, roles).as('roleNames'),
      namesOf(db, permissions).as('permissionNames'),
    ])
    .where('session.id_hash', '=', sha256(sessionId))
    .where('session.expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) return undefined;
  const { roleNames, permissionNames, ...user } = row;
  const roleList = parseNames(roleNames);
  return { user, roles: roleList, authorities: [...roleList, ...parseNames(permissionNames)] };
};

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof findSession>>>['user'];

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
