import type { AdminUser, ListQuery, UserAccount, UserStatus } from '@parlance/shared';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { Database, UserTable } from '../../db/schema.js';
import { type ListColumn, listSearchOf, runListQuery, searchIndexed } from '../../lib/list.js';
import { nowIso } from '../../lib/time.js';
import type { RequestLoad } from '../../plugins/request-load.js';

export type UserRow = Selectable<UserTable>;

/** Statuses that may sign in and receive a password-reset mail. */
export const ACTIVE_STATUSES: readonly string[] = ['ACTIVE', 'CONTROL_GROUP', 'TEMP_PASSWORD'];

/**
 * Sign-in and reset look users up across tenants: logins and e-mails are unique platform-wide and the
 * tenant is not known before the user is. Every other lookup is scoped to a tenant.
 */
export const findUserForSignIn = (db: Executor, loginOrEmail: string) => {
  const value = loginOrEmail.trim().toLowerCase();
  return db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb.or([eb('login', '=', value), eb('email', '=', value)]))
    .executeTakeFirst();
};

export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('app_user').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findUser = (db: Executor, tenantId: number, userId: number) =>
  db
    .selectFrom('app_user')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();

/**
 * Which of login and e-mail are taken, platform-wide and case-insensitively. Sign-in accepts either, so a
 * login also counts as taken when it is another user's e-mail, and an e-mail when it is another's login.
 */
export const findTaken = async (
  db: Executor,
  login: string,
  email: string,
  exceptUserId?: number,
): Promise<{ login: boolean; email: boolean }> => {
  const values = [login.toLowerCase(), email.toLowerCase()];
  let query = db
    .selectFrom('app_user')
    .select(['login', 'email'])
    .where((eb) => eb.or([eb('login', 'in', values), eb('email', 'in', values)]));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  const rows = await query.execute();
  return {
    login: rows.some((row) => row.login === values[0] || row.email === values[0]),
    email: rows.some((row) => row.email === values[1] || row.login === values[1]),
  };
};

export interface NewUser {
  tenantId: number;
  login: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
  status: UserStatus;
  externalCode?: string | null;
  departmentId?: number | null;
  createdBy: string;
}

export const insertUser = async (db: Executor, user: NewUser): Promise<number> => {
  const now = nowIso();
  const row = await db
    .insertInto('app_user')
    .values({
      tenant_id: user.tenantId,
      login: user.login.toLowerCase(),
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      middle_name: user.middleName ?? null,
      last_name: user.lastName,
      status: user.status,
      external_code: user.externalCode ?? null,
      department_id: user.departmentId ?? null,
      created_by: user.createdBy,
      created_date: now,
      last_modified_by: user.createdBy,
      last_modified_date: now,
      last_activity_date: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updatePassword = (
  db: Executor,
  tenantId: number,
  userId: number,
  passwordHash: string,
  status: UserStatus,
  modifiedBy: string,
) =>
  db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, status, last_modified_by: modifiedBy, last_modified_date: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();

export const touchActivityQuery = (db: Executor, tenantId: number, userId: number, at: string) =>
  db
    .updateTable('app_user')
    .set({ last_activity_date: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId);

export const touchActivity = (db: Executor, tenantId: number, userId: number, at: string) =>
  touchActivityQuery(db, tenantId, userId, at).execute();

const fullName = (user: UserRow) =>
  [user.first_name, user.middle_name, user.last_name].filter((part) => part && part.length > 0).join(' ') ||
  user.login;

/** The user account of spec section 3. */
export const toUserAccount = (
  user: UserRow,
  tenantPublicId: number,
  access: { roles: string[]; authorities: string[] },
): UserAccount => ({
  id: user.id,
  login: user.login,
  firstName: user.first_name,
  middleName: user.middle_name,
  lastName: user.last_name,
  fullName: fullName(user),
  email: user.email,
  activated: ACTIVE_STATUSES.includes(user.status),
  status: user.status as UserStatus,
  roles: access.roles,
  authorities: access.authorities,
  tenantPublicId,
  externalCode: user.external_code,
  createdBy: user.created_by,
  createdDate: user.created_date,
  lastModifiedBy: user.last_modified_by,
  lastModifiedDate: user.last_modified_date,
  lastActivityDate: user.last_activity_date,
});

/** The admin screens' view of a user: the account plus the agent attributes. */
export const toAdminUser = (user: UserRow, tenantPublicId: number, access: UserAccess): AdminUser => ({
  ...toUserAccount(user, tenantPublicId, access),
  departmentId: user.department_id,
});

export interface UserAccess {
  roles: string[];
  authorities: string[];
}

/** The role names and authorities of several users at once (one query, for a page of a list). */
export const findAccessOfUsers = async (
  db: Executor,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, UserAccess>> => {
  const result = new Map<number, UserAccess>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .leftJoin('role_permission', 'role_permission.role_id', 'role.id')
    .select(['user_role.user_id as userId', 'role.name as role', 'role_permission.permission as permission'])
    .where('user_role.user_id', 'in', [...userIds])
    .where('role.tenant_id', '=', tenantId)
    .execute();
  const grouped = new Map<number, { roles: Set<string>; permissions: Set<string> }>();
  for (const row of rows) {
    let entry = grouped.get(row.userId);
    if (!entry) {
      entry = { roles: new Set(), permissions: new Set() };
      grouped.set(row.userId, entry);
    }
    entry.roles.add(row.role);
    if (row.permission) entry.permissions.add(row.permission);
  }
  for (const id of userIds) {
    const entry = grouped.get(id);
    const roles = [...(entry?.roles ?? [])].sort();
    result.set(id, { roles, authorities: [...roles, ...[...(entry?.permissions ?? [])].sort()] });
  }
  return result;
};

export const findAccessOfUser = async (db: Executor, tenantId: number, userId: number) =>
  (await findAccessOfUsers(db, tenantId, [userId])).get(userId)!;

/** The user holds one of the named roles of its tenant: a correlated sub-query, served by user_role's key. */
const holdsRole =
  (tenantId: number, names: readonly string[]) => (eb: ExpressionBuilder<Database, 'app_user'>) =>
    eb.exists(
      eb
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .select(sql<number>`1`.as('one'))
        .whereRef('user_role.user_id', '=', 'app_user.id')
        .where('role.tenant_id', '=', tenantId)
        .where('role.name', 'in', [...names]),
    );

/** List fields and their columns (USER_LIST_SPEC); `role` is matched through user_role instead. */
const USER_COLUMNS: Record<string, ListColumn> = {
  login: searchIndexed('app_user.login'),
  email: searchIndexed('app_user.email'),
  firstName: searchIndexed('app_user.first_name'),
  lastName: searchIndexed('app_user.last_name'),
  status: 'app_user.status',
  createdDate: 'app_user.created_date',
  lastModifiedDate: 'app_user.last_modified_date',
  lastActivityDate: 'app_user.last_activity_date',
  departmentId: 'app_user.department_id',
  externalCode: searchIndexed('app_user.external_code'),
};

/**
 * A page of a tenant's users (or only of those holding `onlyRole`) and the total matching the filters: on a
 * SQLite file on the read worker, as a list of a large tenant may take a while (`listSearchOf`).
 */
export const listUsers = async (
  database: Pick<Db, 'kysely' | 'reader'>,
  tenantId: number,
  query: ListQuery,
  load: Pick<RequestLoad, 'alone'>,
  onlyRole?: string,
) => {
  const search = await listSearchOf(database, tenantId, load);
  let base = search.db
    .selectFrom('app_user')
    .selectAll('app_user')
    .where('app_user.tenant_id', '=', tenantId);
  if (onlyRole) base = base.where(holdsRole(tenantId, [onlyRole]));
  for (const filter of query.filters) {
    if (filter.field !== 'role') continue;
    const names = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
    base =
      filter.matchMode === 'notEquals'
        ? base.where((eb) => eb.not(holdsRole(tenantId, names)(eb)))
        : base.where(holdsRole(tenantId, names));
  }
  const rest = { ...query, filters: query.filters.filter((filter) => filter.field !== 'role') };
  return runListQuery(base, rest, USER_COLUMNS, 'app_user.id', 'asc', search);
};

export interface UserChanges {
  email?: string;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  departmentId?: number | null;
  externalCode?: string | null;
  status?: UserStatus;
}

/** Writes the given fields (left-out ones stay) and who changed the user when. */
export const updateUser = (
  db: Executor,
  tenantId: number,
  userId: number,
  changes: UserChanges,
  modifiedBy: string,
) =>
  db
    .updateTable('app_user')
    .set({
      ...(changes.email !== undefined ? { email: changes.email.toLowerCase() } : {}),
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.middleName !== undefined ? { middle_name: changes.middleName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
      ...(changes.departmentId !== undefined ? { department_id: changes.departmentId } : {}),
      ...(changes.externalCode !== undefined ? { external_code: changes.externalCode } : {}),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      last_modified_by: modifiedBy,
      last_modified_date: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();

/** Roles of the tenant by name, each with its permissions. */
export const findRolesByName = async (db: Executor, tenantId: number, names: readonly string[]) => {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('role')
    .leftJoin('role_permission', 'role_permission.role_id', 'role.id')
    .select(['role.id as id', 'role.name as name', 'role_permission.permission as permission'])
    .where('role.tenant_id', '=', tenantId)
    .where('role.name', 'in', [...names])
    .execute();
  const roles = new Map<string, { id: number; name: string; permissions: string[] }>();
  for (const row of rows) {
    const role = roles.get(row.name) ?? { id: row.id, name: row.name, permissions: [] };
    if (row.permission) role.permissions.push(row.permission);
    roles.set(row.name, role);
  }
  return [...roles.values()];
};

/** Gives the user exactly these roles; the role ids must be of the user's tenant (see findRolesByName). */
export const replaceRoles = async (
  db: Executor,
  tenantId: number,
  userId: number,
  roleIds: readonly number[],
) => {
  await db
    .deleteFrom('user_role')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('app_user').select('id').where('tenant_id', '=', tenantId).where('id', '=', userId),
    )
    .execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('user_role')
      .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
};

export const departmentExists = async (db: Executor, tenantId: number, departmentId: number) =>
  !!(await db
    .selectFrom('department')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', departmentId)
    .executeTakeFirst());

/** Users of the tenant, other than `exceptUserId`, that are ACTIVE and hold `role`. */
export const countActiveHolders = async (
  db: Executor,
  tenantId: number,
  role: string,
  exceptUserId: number,
): Promise<number> => {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('app_user.tenant_id', '=', tenantId)
    .where('app_user.status', '=', 'ACTIVE')
    .where('app_user.id', '!=', exceptUserId)
    .where(holdsRole(tenantId, [role]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
};
