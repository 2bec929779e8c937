import type { Department } from '@parlance/shared';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DepartmentTable } from '../../db/schema.js';

export type DepartmentRow = Selectable<DepartmentTable>;

export interface DepartmentFields {
  name: string;
  description: string | null;
}

/** The tenant's departments, as a base for the list query. */
export const selectDepartments = (db: Executor, tenantId: number) =>
  db.selectFrom('department').selectAll('department').where('department.tenant_id', '=', tenantId);

/**
 * One department of the tenant (also how the user forms check a chosen department); `lock` (PostgreSQL) holds
 * the row until the transaction ends.
 */
export const findDepartment = (db: Executor, tenantId: number, departmentId: number, lock = false) => {
  let query = selectDepartments(db, tenantId).where('department.id', '=', departmentId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};

/** Names are unique within a tenant regardless of case. */
export const findDepartmentByName = (
  db: Executor,
  tenantId: number,
  name: string,
  exceptDepartmentId?: number,
) => {
  let query = db
    .selectFrom('department')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptDepartmentId !== undefined) query = query.where('id', '<>', exceptDepartmentId);
  return query.executeTakeFirst();
};

/** How many of the tenant's users belong to each of some departments. */
export const countDepartmentUsers = async (
  db: Executor,
  tenantId: number,
  departmentIds: number[],
): Promise<Map<number, number>> => {
  const result = new Map<number, number>(departmentIds.map((id) => [id, 0]));
  if (departmentIds.length === 0) return result;
  const rows = await db
    .selectFrom('app_user')
    .select((eb) => ['department_id', eb.fn.countAll<number>().as('users')])
    .where('tenant_id', '=', tenantId)
    .where('department_id', 'in', departmentIds)
    .groupBy('department_id')
    .execute();
  for (const row of rows) if (row.department_id !== null) result.set(row.department_id, Number(row.users));
  return result;
};

export const insertDepartment = async (
  db: Executor,
  tenantId: number,
  department: DepartmentFields,
): Promise<number> => {
  const row = await db
    .insertInto('department')
    .values({ tenant_id: tenantId, name: department.name, description: department.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateDepartment = (
  db: Executor,
  tenantId: number,
  departmentId: number,
  department: DepartmentFields,
) =>
  db
    .updateTable('department')
    .set({ name: department.name, description: department.description })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', departmentId)
    .execute();

export const deleteDepartment = (db: Executor, tenantId: number, departmentId: number) =>
  db.deleteFrom('department').where('tenant_id', '=', tenantId).where('id', '=', departmentId).execute();

/** Departments as the API answers them, with their user counts. */
export const toDepartments = async (
  db: Executor,
  tenantId: number,
  rows: DepartmentRow[],
): Promise<Department[]> => {
  const users = await countDepartmentUsers(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    userCount: users.get(row.id) ?? 0,
  }));
};
