import {
  ERROR_KEYS,
  type FieldError,
  MESSAGES,
  type PermissionEntry,
  ROLE_LIST_SPEC,
  ROLES,
  type Role,
  roleInputSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import { readListQuery, runListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { badRequest, fieldProblem, foundOrNotFound } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { Principal } from '../../plugins/authentication.js';
import { recordAudit } from '../audit/audit.repository.js';
import { auditedDelete } from '../audit/audited-delete.js';
import type { AppContext } from '../context.js';
import {
  countRoleUsers,
  deleteRole,
  findRole,
  findRoleByName,
  findRolePermissions,
  insertRole,
  listPermissions,
  type RoleRow,
  setRolePermissions,
  updateRole,
} from './role.repository.js';

const ROLE_COLUMNS: Record<string, string> = {
  name: 'role.name',
  description: 'role.description',
  standard: 'role.standard',
};

/** Roles as the API answers them, with their permissions and how many users hold them. */
const toRoles = async (db: Executor, tenantId: number, rows: RoleRow[]): Promise<Role[]> => {
  const ids = rows.map((row) => row.id);
  const [permissions, users] = await Promise.all([
    findRolePermissions(db, tenantId, ids),
    countRoleUsers(db, tenantId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    standard: row.standard === 1,
    permissions: permissions.get(row.id) ?? [],
    userCount: users.get(row.id) ?? 0,
  }));
};

const loadRole = async (db: Executor, tenantId: number, roleId: number, lock = false): Promise<Role> => {
  const row = foundOrNotFound(await findRole(db, tenantId, roleId, lock));
  return (await toRoles(db, tenantId, [row]))[0]!;
};

/** What the audit log keeps of a role: the user count is not part of it. */
const audited = ({ userCount: _, ...role }: Role) => role;

/**
 * Holders of `p-create_roles` who are not admins may only grant what they hold themselves, so that the permission
 * to edit roles is not a way to every other permission. Permissions the role has already may stay.
 */
const assertMayGrant = (principal: Principal, requested: readonly string[], current: readonly string[]) => {
  if (principal.roles.includes(ROLES.admin)) return;
  const fieldErrors: FieldError[] = requested.flatMap((permission, index) =>
    current.includes(permission) || principal.authorities.includes(permission)
      ? []
      : [{ objectName: 'request', field: `permissions[${index}]`, message: MESSAGES.permissionNotHeld }],
  );
  if (fieldErrors.length > 0)
    throw badRequest(MESSAGES.permissionNotHeld, ERROR_KEYS.validation, fieldErrors);
};

const assertStandardUntouched = (role: { standard: boolean | number }) => {
  if (role.standard === true || role.standard === 1) {
    throw badRequest(MESSAGES.roleStandard, ERROR_KEYS.standardRole);
  }
};

const nameTaken = () => fieldProblem('name', MESSAGES.roleNameTaken);

/**
 * Roles and the permission catalogue. The standard roles are read-only; custom ones are made of catalogue
 * permissions. A user's authorities are read on every request, so a change applies at their next request.
 */
export const roleRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(
    app,
    'GET /:tenantPublicId/api/permissions',
    async (): Promise<PermissionEntry[]> => listPermissions(db.kysely),
  );

  secureRoute(app, 'GET /:tenantPublicId/api/roles', async (request, reply): Promise<Role[]> => {
    const principal = await principalOf(request);
    const query = readListQuery(request, ROLE_LIST_SPEC);
    const base = db.kysely
      .selectFrom('role')
      .selectAll('role')
      .where('role.tenant_id', '=', principal.tenantId);
    const { rows, total } = await runListQuery(base, query, ROLE_COLUMNS, 'role.id');
    setPaginationHeaders(request, reply, query, total);
    return toRoles(db.kysely, principal.tenantId, rows);
  });

  secureRoute(app, 'GET /:tenantPublicId/api/roles/:id', async (request): Promise<Role> => {
    const principal = await principalOf(request);
    return loadRole(db.kysely, principal.tenantId, idParam(request));
  });

  secureRoute(app, 'POST /:tenantPublicId/api/roles', async (request, reply) => {
    const principal = await principalOf(request);
    const input = parse(roleInputSchema, request.body);
    assertMayGrant(principal, input.permissions, []);
    const role = await onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          if (await findRoleByName(trx, principal.tenantId, input.name)) throw nameTaken();
          const id = await insertRole(trx, principal.tenantId, input);
          await setRolePermissions(trx, principal.tenantId, id, [...new Set(input.permissions)]);
          const created = await loadRole(trx, principal.tenantId, id);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'create',
            entityType: 'role',
            entityId: id,
            after: audited(created),
          });
          return created;
        }),
      nameTaken,
    );
    return reply.code(201).send(role);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/roles/:id', async (request): Promise<Role> => {
    const principal = await principalOf(request);
    const roleId = idParam(request);
    return onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          const before = await loadRole(trx, principal.tenantId, roleId);
          assertStandardUntouched(before);
          const input = parse(roleInputSchema, request.body);
          assertMayGrant(principal, input.permissions, before.permissions);
          if (await findRoleByName(trx, principal.tenantId, input.name, roleId)) throw nameTaken();
          await updateRole(trx, principal.tenantId, roleId, input);
          await setRolePermissions(trx, principal.tenantId, roleId, [...new Set(input.permissions)]);
          const after = await loadRole(trx, principal.tenantId, roleId);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'update',
            entityType: 'role',
            entityId: roleId,
            before: audited(before),
            after: audited(after),
          });
          return after;
        }),
      nameTaken,
    );
  });

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/roles/:id',
    auditedDelete(db, 'role', {
      find: loadRole,
      // Locked, so that a user given the role meanwhile waits and is not silently stripped of it by the cascade.
      lock: true,
      check: (role) => {
        assertStandardUntouched(role);
        if (role.userCount > 0)
          throw badRequest(MESSAGES.roleAssigned(role.userCount), ERROR_KEYS.roleAssigned);
      },
      remove: deleteRole,
      audited,
    }),
  );
};
