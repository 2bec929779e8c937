import { type CompiledQuery, type InferResult, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import { type Executor, keepPrepared } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';
import type { FoundSession } from '../../plugins/session-lookup.js';

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

/**
 * A JSON array of `name` over the joins and conditions of `from` (`[]` when no row matches). Not `distinct`:
 * sorting for it cost the query half its time, and `parseNames` drops the repeats.
 */
const namesOf = (db: Executor, name: RawBuilder<unknown>, from: RawBuilder<unknown>): RawBuilder<unknown> =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`(select coalesce(json_agg(${name}), '[]'::json) ${from})`
    : sql`(select json_group_array(${name}) ${from})`;

/**
 * JSON arrays arrive parsed from PostgreSQL and as text from SQLite; repeats dropped (a permission two roles
 * grant) and sorted here, as collations differ.
 */
const parseNames = (value: unknown): string[] => {
  const names =
    typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? []);
  return [...new Set(names)].sort();
};

const HASH = '\u0000session-hash';
const NOW = '\u0000now';

/** The principal's query: the session with its user, tenant, role names and permission names. */
const sessionQuery = (db: Executor) => {
  const roles = sql`from user_role
    inner join role on role.id = user_role.role_id
    where user_role.user_id = session.user_id and role.tenant_id = session.tenant_id`;
  const permissions = sql`from user_role
    inner join role on role.id = user_role.role_id
    inner join role_permission on role_permission.role_id = role.id
    where user_role.user_id = session.user_id and role.tenant_id = session.tenant_id`;
  return db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
    .selectAll('app_user')
    .select([
      'session.id_hash as sessionHash',
      'session.last_seen as sessionLastSeen',
      'session.expires_at as sessionExpiresAt',
      'tenant.public_id as tenantPublicId',
      namesOf(db, sql`role.name`, roles).as('roleNames'),
      namesOf(db, sql`role_permission.permission`, permissions).as('permissionNames'),
    ])
    .where('session.id_hash', '=', HASH)
    .where('session.expires_at', '>', NOW);
};

type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/**
 * The principal's query, compiled once per database (with markers where the values go): building and compiling
 * it with Kysely costs more than SQLite takes to run it, and on PostgreSQL it is a prepared statement, planned
 * once per connection.
 */
const compiledSessionQueries = new WeakMap<Executor, CompiledQuery<SessionRow>>();

const compiledSessionQuery = (db: Executor) => {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    compiled = sessionQuery(db).compile();
    if (db.getExecutor().adapter instanceof PostgresAdapter) keepPrepared(compiled.sql);
    compiledSessionQueries.set(db, compiled);
  }
  return compiled;
};

/**
 * The live session with its user, tenant, role names and permissions, in one query, or nothing. Roles and
 * permissions are read with it at every request, so that a change to them applies at the next one.
 */
export const findSession = (db: Executor, sessionId: string) => findSessionByHash(db, sha256(sessionId));

/** `findSession` by the hash of the session id. */
export const findSessionByHash = async (db: Executor, hash: string): Promise<FoundSession | undefined> => {
  const compiled = compiledSessionQuery(db);
  const now = nowIso();
  const queryId = { queryId: 'findSession' };
  // The plugins (the metrics' query timer) see the query as they would see a query built at each call.
  db.getExecutor().transformQuery(compiled.query, queryId);
  const { rows } = await db.executeQuery<SessionRow>({
    ...compiled,
    queryId,
    parameters: compiled.parameters.map((value) => (value === HASH ? hash : value === NOW ? now : value)),
  });
  const row = rows[0];
  if (!row) return undefined;
  const { roleNames, permissionNames, ...user } = row;
  const roleList = parseNames(roleNames);
  return { user, roles: roleList, authorities: [...roleList, ...parseNames(permissionNames)] };
};

/** Sliding expiry: the session lives `lifetimeMs` past the last request. */
export const extendSessionQuery = (db: Executor, sessionHash: string, lifetimeMs: number, at: string) =>
  db
    .updateTable('session')
    .set({ last_seen: at, expires_at: isoIn(lifetimeMs) })
    .where('id_hash', '=', sessionHash);

export const extendSession = (db: Executor, sessionHash: string, lifetimeMs: number, at: string) =>
  extendSessionQuery(db, sessionHash, lifetimeMs, at).execute();

export const deleteSession = (db: Executor, sessionHash: string) =>
  db.deleteFrom('session').where('id_hash', '=', sessionHash).execute();

/** Ends every session of a user at once (deactivation, password change). */
export const deleteUserSessions = (db: Executor, tenantId: number, userId: number) =>
  db.deleteFrom('session').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();

export const deleteExpiredSessions = (db: Executor) =>
  db.deleteFrom('session').where('expires_at', '<=', nowIso()).execute();
