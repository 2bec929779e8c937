import { PERMISSION_NAMES, PERMISSIONS, STANDARD_ROLE_DESCRIPTIONS, STANDARD_ROLES } from '@parlance/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { RoleTable } from '../../db/schema.js';

/** The permission catalogue is global; inserted once and kept in step with the shared table. */
export const ensurePermissions = async (db: Executor): Promise<void> => {
  const existing = new Set(
    (await db.selectFrom('permission').select('name').execute()).map((row) => row.name),
  );
  const missing = PERMISSION_NAMES.filter((name) => !existing.has(name));
  if (missing.length > 0) {
    await db
      .insertInto('permission')
      .values(missing.map((name) => ({ name, description: PERMISSIONS[name] })))
      .execute();
  }
};

/**
 * Creates the standard roles of a tenant (idempotent) and gives each the permissions the shared table names, so
 * that a permission added to the product reaches the standard roles of existing tenants at the next start.
 */
export const ensureStandardRoles = async (db: Executor, tenantId: number): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (const [name, permissions] of Object.entries(STANDARD_ROLES)) {
    let role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    role ??= await db
      .insertInto('role')
      .values({
        tenant_id: tenantId,
        name,
        description: STANDARD_ROLE_DESCRIPTIONS[name as keyof typeof STANDARD_ROLES],
        standard: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = new Set(
      (
        await db.selectFrom('role_permission').select('permission').where('role_id', '=', role.id).execute()
      ).map((row) => row.permission),
    );
    const missing = permissions.filter((permission) => !held.has(permission));
    if (missing.length > 0) {
      await db
        .insertInto('role_permission')
        .values(missing.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    }
    ids.set(name, role.id);
  }
  return ids;
};

/** A user's role names and authorities (role names plus the permissions of those roles). */
export const findAuthorities = async (
  db: Executor,
  tenantId: number,
  userId: number,
): Promise<{ roles: string[]; authorities: string[] }> => {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .leftJoin('role_permission', 'role_permission.role_id', 'role.id')
    .select(['role.name as role', 'role_permission.permission as permission'])
    .where('user_role.user_id', '=', userId)
    .where('role.tenant_id', '=', tenantId)
    .execute();
  const roles = [...new Set(rows.map((row) => row.role))].sort();
  const permissions = [...new Set(rows.flatMap((row) => (row.permission ? [row.permission] : [])))].sort();
  return { roles, authorities: [...roles, ...permissions] };
};

export const assignRoles = async (db: Executor, userId: number, roleIds: number[]): Promise<void> => {
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_role')
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .execute();
};

export type RoleRow = Selectable<RoleTable>;

/** A role of the tenant; `lock` (PostgreSQL) holds the row until the transaction ends. */
export const findRole = (db: Executor, tenantId: number, roleId: number, lock = false) => {
  let query = db.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).where('id', '=', roleId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};

export const findRoleByName = (db: Executor, tenantId: number, name: string, exceptRoleId?: number) => {
  let query = db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('name', '=', name);
  if (exceptRoleId !== undefined) query = query.where('id', '<>', exceptRoleId);
  return query.executeTakeFirst();
};

/** The permission catalogue (global; the seed keeps it in step with the shared table). */
export const listPermissions = (db: Executor) =>
  db.selectFrom('permission').select(['name', 'description']).orderBy('name').execute();

/** The permissions of some of the tenant's roles, by role id. */
export const findRolePermissions = async (
  db: Executor,
  tenantId: number,
  roleIds: number[],
): Promise<Map<number, string[]>> => {
  const result = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return result;
  const rows = await db
    .selectFrom('role_permission')
    .innerJoin('role', 'role.id', 'role_permission.role_id')
    .select(['role_permission.role_id as roleId', 'role_permission.permission as permission'])
    .where('role.tenant_id', '=', tenantId)
    .where('role_permission.role_id', 'in', roleIds)
    .orderBy('role_permission.permission')
    .execute();
  for (const row of rows) result.get(row.roleId)?.push(row.permission);
  return result;
};

/** How many users hold each of some of the tenant's roles. */
export const countRoleUsers = async (
  db: Executor,
  tenantId: number,
  roleIds: number[],
): Promise<Map<number, number>> => {
  const result = new Map<number, number>(roleIds.map((id) => [id, 0]));
  if (roleIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select((eb) => ['user_role.role_id as roleId', eb.fn.countAll<number>().as('users')])
    .where('role.tenant_id', '=', tenantId)
    .where('user_role.role_id', 'in', roleIds)
    .groupBy('user_role.role_id')
    .execute();
  for (const row of rows) result.set(row.roleId, Number(row.users));
  return result;
};

export const insertRole = async (
  db: Executor,
  tenantId: number,
  role: { name: string; description: string | null },
): Promise<number> => {
  const row = await db
    .insertInto('role')
    .values({ tenant_id: tenantId, name: role.name, description: role.description, standard: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateRole = (
  db: Executor,
  tenantId: number,
  roleId: number,
  role: { name: string; description: string | null },
) =>
  db
    .updateTable('role')
    .set({ name: role.name, description: role.description })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roleId)
    .execute();

/** Replaces the permissions of one of the tenant's roles. */
export const setRolePermissions = async (
  db: Executor,
  tenantId: number,
  roleId: number,
  permissions: readonly string[],
): Promise<void> => {
  const owned = db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('id', '=', roleId);
  await db.deleteFrom('role_permission').where('role_id', 'in', owned).execute();
  if (permissions.length === 0) return;
  if (!(await owned.executeTakeFirst())) return;
  await db
    .insertInto('role_permission')
    .values(permissions.map((permission) => ({ role_id: roleId, permission })))
    .execute();
};

export const deleteRole = (db: Executor, tenantId: number, roleId: number) =>
  db.deleteFrom('role').where('tenant_id', '=', tenantId).where('id', '=', roleId).execute();
