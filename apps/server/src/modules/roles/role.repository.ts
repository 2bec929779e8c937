import { PERMISSION_NAMES, PERMISSIONS, STANDARD_ROLE_DESCRIPTIONS, STANDARD_ROLES } from '@parlance/shared';
import type { Executor } from '../../db/database.js';

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

/** Creates the standard roles of a tenant (idempotent), each with its permissions. */
export const ensureStandardRoles = async (db: Executor, tenantId: number): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (const [name, permissions] of Object.entries(STANDARD_ROLES)) {
    let role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (!role) {
      role = await db
        .insertInto('role')
        .values({
          tenant_id: tenantId,
          name,
          description: STANDARD_ROLE_DESCRIPTIONS[name as keyof typeof STANDARD_ROLES],
          standard: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (permissions.length > 0) {
        await db
          .insertInto('role_permission')
          .values(permissions.map((permission) => ({ role_id: role!.id, permission })))
          .execute();
      }
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
