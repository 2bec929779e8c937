import {
  DEPARTMENT_LIST_SPEC,
  type Department,
  departmentInputSchema,
  ERROR_KEYS,
  MESSAGES,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import { readListQuery, runListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { badRequest, fieldProblem, foundOrNotFound } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { auditedDelete } from '../audit/audited-delete.js';
import type { AppContext } from '../context.js';
import {
  deleteDepartment,
  findDepartment,
  findDepartmentByName,
  insertDepartment,
  selectDepartments,
  toDepartments,
  updateDepartment,
} from './department.repository.js';

const DEPARTMENT_COLUMNS: Record<string, string> = {
  name: 'department.name',
  description: 'department.description',
};

const nameTaken = () => fieldProblem('name', MESSAGES.departmentNameTaken);

const loadDepartment = async (
  db: Executor,
  tenantId: number,
  departmentId: number,
  lock = false,
): Promise<Department> => {
  const row = foundOrNotFound(await findDepartment(db, tenantId, departmentId, lock));
  return (await toDepartments(db, tenantId, [row]))[0]!;
};

/** What the audit log keeps of a department: the user count is not part of it. */
const audited = ({ userCount: _, ...department }: Department) => department;

/** Departments (Settings, agent attributes). One that still has users cannot be deleted. */
export const departmentRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/departments', async (request, reply): Promise<Department[]> => {
    const principal = await principalOf(request);
    const query = readListQuery(request, DEPARTMENT_LIST_SPEC);
    const { rows, total } = await runListQuery(
      selectDepartments(db.kysely, principal.tenantId),
      query,
      DEPARTMENT_COLUMNS,
      'department.id',
    );
    setPaginationHeaders(request, reply, query, total);
    return toDepartments(db.kysely, principal.tenantId, rows);
  });

  secureRoute(app, 'GET /:tenantPublicId/api/departments/:id', async (request): Promise<Department> => {
    const principal = await principalOf(request);
    return loadDepartment(db.kysely, principal.tenantId, idParam(request));
  });

  secureRoute(app, 'POST /:tenantPublicId/api/departments', async (request, reply) => {
    const principal = await principalOf(request);
    const input = parse(departmentInputSchema, request.body);
    const department = await onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          if (await findDepartmentByName(trx, principal.tenantId, input.name)) throw nameTaken();
          const id = await insertDepartment(trx, principal.tenantId, input);
          const created = await loadDepartment(trx, principal.tenantId, id);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'create',
            entityType: 'department',
            entityId: id,
            after: audited(created),
          });
          return created;
        }),
      nameTaken,
    );
    return reply.code(201).send(department);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/departments/:id', async (request): Promise<Department> => {
    const principal = await principalOf(request);
    const departmentId = idParam(request);
    return onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          const before = await loadDepartment(trx, principal.tenantId, departmentId);
          const input = parse(departmentInputSchema, request.body);
          if (await findDepartmentByName(trx, principal.tenantId, input.name, departmentId))
            throw nameTaken();
          await updateDepartment(trx, principal.tenantId, departmentId, input);
          const after = await loadDepartment(trx, principal.tenantId, departmentId);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'update',
            entityType: 'department',
            entityId: departmentId,
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
    'DELETE /:tenantPublicId/api/departments/:id',
    auditedDelete(db, 'department', {
      find: loadDepartment,
      // Locked, so that a user moved in meanwhile waits, rather than losing the department to "set null".
      lock: true,
      check: ({ userCount }) => {
        if (userCount > 0) throw badRequest(MESSAGES.departmentInUse, ERROR_KEYS.departmentInUse);
      },
      remove: deleteDepartment,
      audited,
    }),
  );
};
