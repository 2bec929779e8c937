import {
  type AdminUser,
  ERROR_KEYS,
  type FieldError,
  MESSAGES,
  ROLES,
  type UserStatus,
  type userCreateSchema,
  type userUpdateSchema,
} from '@parlance/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { hashPassword } from '../../lib/crypto.js';
import { badRequest, fieldProblem, forbidden, notFound } from '../../lib/problem.js';
import type { Principal } from '../../plugins/authentication.js';
import { sendInvitation, sendPasswordReset } from '../account/account.routes.js';
import { recordAudit } from '../audit/audit.repository.js';
import { deleteUserSessions } from '../auth/session.repository.js';
import type { AppContext } from '../context.js';
import { assertLoginAndEmailFree } from '../tenant/tenant.routes.js';
import {
  ACTIVE_STATUSES,
  countActiveHolders,
  departmentExists,
  findAccessOfUser,
  findRolesByName,
  findUser,
  insertUser,
  replaceRoles,
  toAdminUser,
  type UserAccess,
  type UserChanges,
  type UserRow,
  updateUser,
} from './user.repository.js';

/**
 * The users and the agents collections share this code: `agentsOnly` narrows every lookup to holders of
 * ROLE_XLM_AGENT (others are "not found") and makes sure agents keep that role.
 */
export interface Collection {
  agentsOnly: boolean;
}

/** The acting admin, and where mail links point. */
export interface Actor {
  principal: Principal;
  baseUrl: string;
}

type Target = { user: UserRow; access: UserAccess };

const AUDIT_ENTITY = 'user';

/** A user of the tenant in the collection, or 404. */
export const findTarget = async (
  db: Executor,
  tenantId: number,
  userId: number,
  collection: Collection,
): Promise<Target> => {
  const user = await findUser(db, tenantId, userId);
  if (!user) throw notFound();
  const access = await findAccessOfUser(db, tenantId, userId);
  if (collection.agentsOnly && !access.roles.includes(ROLES.agent)) throw notFound();
  return { user, access };
};

const isAdmin = (principal: Principal) => principal.roles.includes(ROLES.admin);

/**
 * A role may be granted or taken only by someone who holds all its permissions, and ROLE_ADMIN only by an admin:
 * otherwise a holder of p-update_user_accounts could make themselves admin.
 */
const mayGrant = (principal: Principal, role: { name: string; permissions: string[] }) =>
  isAdmin(principal) ||
  (role.name !== ROLES.admin &&
    role.permissions.every((permission) => principal.authorities.includes(permission)));

/** Likewise, only admins change admins, and nobody changes a user holding a permission they lack. */
const assertMayManage = (principal: Principal, target: Target) => {
  if (isAdmin(principal)) return;
  const lacking = target.access.authorities.some(
    (authority) =>
      authority === ROLES.admin || (authority.startsWith('p-') && !principal.authorities.includes(authority)),
  );
  if (lacking) throw forbidden(MESSAGES.userMorePrivileged);
};

const isActiveAdmin = (status: string, roles: readonly string[]) =>
  status === 'ACTIVE' && roles.includes(ROLES.admin);

/**
 * A change that takes away an active admin must leave another one. On PostgreSQL the tenant row is locked first,
 * so that two admins demoting each other at once cannot both pass.
 */
const assertAdminRemains = async (
  context: AppContext,
  trx: Executor,
  tenantId: number,
  userId: number,
  before: boolean,
  after: boolean,
  field?: string,
) => {
  if (!before || after) return;
  if (context.db.dialect === 'postgres') {
    await trx.selectFrom('tenant').select('id').where('id', '=', tenantId).forUpdate().execute();
  }
  if ((await countActiveHolders(trx, tenantId, ROLES.admin, userId)) > 0) return;
  throw field
    ? fieldProblem(field, MESSAGES.lastAdmin, ERROR_KEYS.lastAdmin)
    : badRequest(MESSAGES.lastAdmin, ERROR_KEYS.lastAdmin);
};

/**
 * Checks the named roles (unknown names, or ones the actor may not grant or take) and the department; all such
 * mistakes are answered together. `current` are the roles the user holds now.
 */
const checkRolesAndDepartment = async (
  trx: Executor,
  principal: Principal,
  wanted: readonly string[] | undefined,
  current: readonly string[],
  departmentId: number | null | undefined,
) => {
  const errors: FieldError[] = [];
  let roleIds: number[] | undefined;
  if (wanted) {
    const names = [...new Set(wanted)];
    const known = await findRolesByName(trx, principal.tenantId, [...new Set([...names, ...current])]);
    const byName = new Map(known.map((role) => [role.name, role]));
    const unknown = names.filter((name) => !byName.has(name));
    if (unknown.length > 0) {
      errors.push({ objectName: 'request', field: 'roles', message: MESSAGES.unknownRoles(unknown) });
    } else {
      const changed = [
        ...names.filter((name) => !current.includes(name)),
        ...current.filter((name) => !names.includes(name)),
      ];
      const refused = changed.filter((name) => {
        const role = byName.get(name);
        return role !== undefined && !mayGrant(principal, role);
      });
      if (refused.length > 0) {
        errors.push({ objectName: 'request', field: 'roles', message: MESSAGES.roleNotGrantable(refused) });
      }
      roleIds = names.map((name) => byName.get(name)!.id);
    }
  }
  if (
    departmentId !== undefined &&
    departmentId !== null &&
    !(await departmentExists(trx, principal.tenantId, departmentId))
  ) {
    errors.push({ objectName: 'request', field: 'departmentId', message: MESSAGES.unknownDepartment });
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, ERROR_KEYS.validation, errors);
  return roleIds;
};

const view = async (trx: Executor, principal: Principal, userId: number): Promise<AdminUser> => {
  const user = await findUser(trx, principal.tenantId, userId);
  if (!user) throw notFound();
  return toAdminUser(user, principal.tenantPublicId, await findAccessOfUser(trx, principal.tenantId, userId));
};

const withAgentRole = (roles: readonly string[], collection: Collection) =>
  collection.agentsOnly && !roles.includes(ROLES.agent) ? [...roles, ROLES.agent] : [...roles];

/**
 * Creates a user: invited (no password yet; the invitation goes out once the user is stored) or with a temporary
 * password to change at the first sign-in.
 */
export const createUser = async (
  context: AppContext,
  actor: Actor,
  collection: Collection,
  input: z.output<typeof userCreateSchema>,
  log: { error(object: object, message: string): void },
): Promise<AdminUser> => {
  const { principal } = actor;
  const passwordHash =
    input.mode === 'temporaryPassword' ? await hashPassword(input.temporaryPassword ?? '') : null;
  const { created, row } = await context.db.kysely.transaction().execute(async (trx: Executor) => {
    await assertLoginAndEmailFree(trx, input.login, input.email);
    const roleIds = await checkRolesAndDepartment(
      trx,
      principal,
      withAgentRole(input.roles, collection),
      [],
      input.departmentId,
    );
    const id = await insertUser(trx, {
      tenantId: principal.tenantId,
      login: input.login,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
      status: input.mode === 'invite' ? 'INVITED' : 'TEMP_PASSWORD',
      externalCode: input.externalCode ?? null,
      departmentId: input.departmentId ?? null,
      createdBy: principal.user.login,
    });
    await replaceRoles(trx, principal.tenantId, id, roleIds ?? []);
    const row = (await findUser(trx, principal.tenantId, id))!;
    const created = toAdminUser(
      row,
      principal.tenantPublicId,
      await findAccessOfUser(trx, principal.tenantId, id),
    );
    await recordAudit(trx, {
      tenantId: principal.tenantId,
      actor: principal.user.login,
      action: 'create',
      entityType: AUDIT_ENTITY,
      entityId: id,
      after: created,
    });
    return { created, row };
  });
  if (input.mode === 'invite') {
    // The user exists either way; a failed mail can be sent again with resend-invitation.
    await sendInvitation(context, actor.baseUrl, row).catch((error: unknown) =>
      log.error({ err: error }, 'invitation mail failed'),
    );
  }
  return created;
};

/** Edits a user. The login never changes; left-out optional fields keep their values. */
export const updateUserAccount = (
  context: AppContext,
  actor: Actor,
  collection: Collection,
  userId: number,
  input: z.output<typeof userUpdateSchema>,
): Promise<AdminUser> => {
  const { principal } = actor;
  return context.db.kysely.transaction().execute(async (trx: Executor) => {
    const target = await findTarget(trx, principal.tenantId, userId, collection);
    const { user, access } = target;
    if (input.login !== undefined && input.login.trim().toLowerCase() !== user.login) {
      throw fieldProblem('login', MESSAGES.loginImmutable);
    }
    assertMayManage(principal, target);
    await assertLoginAndEmailFree(trx, user.login, input.email, user.id);
    const wanted = input.roles === undefined ? undefined : withAgentRole(input.roles, collection);
    const roleIds = await checkRolesAndDepartment(trx, principal, wanted, access.roles, input.departmentId);
    const before = toAdminUser(user, principal.tenantPublicId, access);
    const changes: UserChanges = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName,
      departmentId: input.departmentId,
      externalCode: input.externalCode,
    };
    await updateUser(trx, principal.tenantId, user.id, changes, principal.user.login);
    if (roleIds) await replaceRoles(trx, principal.tenantId, user.id, roleIds);
    const after = await view(trx, principal, user.id);
    await assertAdminRemains(
      context,
      trx,
      principal.tenantId,
      user.id,
      isActiveAdmin(before.status, before.roles),
      isActiveAdmin(after.status, after.roles),
      'roles',
    );
    await recordAudit(trx, {
      tenantId: principal.tenantId,
      actor: principal.user.login,
      action: 'update',
      entityType: AUDIT_ENTITY,
      entityId: user.id,
      before,
      after,
    });
    return after;
  });
};

/**
 * Moves a user to the status `next` decides from the current one (or answers 400 through it), keeping an active
 * admin in the tenant; deactivation ends every session of the user at once.
 */
const changeStatus = (
  context: AppContext,
  actor: Actor,
  collection: Collection,
  userId: number,
  next: (target: Target) => UserStatus,
): Promise<AdminUser> => {
  const { principal } = actor;
  return context.db.kysely.transaction().execute(async (trx: Executor) => {
    const target = await findTarget(trx, principal.tenantId, userId, collection);
    assertMayManage(principal, target);
    const status = next(target);
    const before = toAdminUser(target.user, principal.tenantPublicId, target.access);
    if (status === target.user.status) return before;
    await updateUser(trx, principal.tenantId, userId, { status }, principal.user.login);
    if (status === 'DEACTIVATED') await deleteUserSessions(trx, principal.tenantId, userId);
    await assertAdminRemains(
      context,
      trx,
      principal.tenantId,
      userId,
      isActiveAdmin(target.user.status, target.access.roles),
      isActiveAdmin(status, target.access.roles),
    );
    const after = await view(trx, principal, userId);
    await recordAudit(trx, {
      tenantId: principal.tenantId,
      actor: principal.user.login,
      action: 'status',
      entityType: AUDIT_ENTITY,
      entityId: userId,
      before,
      after,
    });
    return after;
  });
};

export const deactivateUser = (context: AppContext, actor: Actor, collection: Collection, userId: number) =>
  changeStatus(context, actor, collection, userId, ({ user }) => {
    if (user.id === actor.principal.user.id) {
      throw badRequest(MESSAGES.selfDeactivation, ERROR_KEYS.selfDeactivation);
    }
    if (user.status === 'DEACTIVATED') throw badRequest(MESSAGES.alreadyDeactivated);
    return 'DEACTIVATED';
  });

/** Back to ACTIVE, or to INVITED for someone who never had a password. */
export const reactivateUser = (context: AppContext, actor: Actor, collection: Collection, userId: number) =>
  changeStatus(context, actor, collection, userId, ({ user }) => {
    if (user.status !== 'DEACTIVATED') throw badRequest(MESSAGES.notDeactivated);
    return user.password_hash ? 'ACTIVE' : 'INVITED';
  });

/** Agents only: ACTIVE to CONTROL_GROUP and back; asking for the state the agent is in changes nothing. */
export const setControlGroup = (context: AppContext, actor: Actor, userId: number, controlGroup: boolean) =>
  changeStatus(context, actor, { agentsOnly: true }, userId, ({ user }) => {
    if (user.status !== 'ACTIVE' && user.status !== 'CONTROL_GROUP') {
      throw badRequest(MESSAGES.controlGroupNotActive);
    }
    return controlGroup ? 'CONTROL_GROUP' : 'ACTIVE';
  });

/** Sends a mail with a fresh key (the earlier key of its kind stops working), then records it. */
const sendMail = async (
  context: AppContext,
  actor: Actor,
  collection: Collection,
  userId: number,
  kind: 'invite' | 'password-reset',
) => {
  const { principal } = actor;
  const target = await findTarget(context.db.kysely, principal.tenantId, userId, collection);
  assertMayManage(principal, target);
  if (kind === 'invite' && target.user.status !== 'INVITED') throw badRequest(MESSAGES.notInvited);
  if (kind === 'password-reset' && !ACTIVE_STATUSES.includes(target.user.status)) {
    throw badRequest(MESSAGES.cannotSignIn);
  }
  await (kind === 'invite' ? sendInvitation : sendPasswordReset)(context, actor.baseUrl, target.user);
  await recordAudit(context.db.kysely, {
    tenantId: principal.tenantId,
    actor: principal.user.login,
    action: kind,
    entityType: AUDIT_ENTITY,
    entityId: userId,
    after: { email: target.user.email, status: target.user.status },
  });
};

export const resendInvitation = (context: AppContext, actor: Actor, collection: Collection, userId: number) =>
  sendMail(context, actor, collection, userId, 'invite');

export const sendPasswordResetMail = (
  context: AppContext,
  actor: Actor,
  collection: Collection,
  userId: number,
) => sendMail(context, actor, collection, userId, 'password-reset');
