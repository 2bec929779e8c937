import type { UserAccount, UserStatus } from '@parlance/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

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
  lastName: string | null;
  status: UserStatus;
  externalCode?: string | null;
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
      middle_name: null,
      last_name: user.lastName,
      status: user.status,
      external_code: user.externalCode ?? null,
      department_id: null,
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

export const touchActivity = (db: Executor, tenantId: number, userId: number, at: string) =>
  db
    .updateTable('app_user')
    .set({ last_activity_date: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();

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
