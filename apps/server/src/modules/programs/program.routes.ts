import {
  defaultStageModel,
  MESSAGES,
  PROGRAM_LIST_SPEC,
  type Program,
  type ProgramDeleteResult,
  programCreateSchema,
  programUpdateSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import { readListQuery, runListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem, foundOrNotFound } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import { countProgramConversations } from '../conversations/conversation.repository.js';
import { findStageDefaults } from '../tenant/tenant.repository.js';
import {
  deleteProgram,
  findProgram,
  findProgramByName,
  insertProgram,
  selectPrograms,
  toProgram,
  updateProgram,
} from './program.repository.js';

const PROGRAM_COLUMNS: Record<string, string> = {
  name: 'program.name',
  channel: 'program.channel',
  status: 'program.status',
  agentOnly: 'program.agent_only',
  createdDate: 'program.created_date',
  lastModifiedDate: 'program.last_modified_date',
};

const nameTaken = () => fieldProblem('name', MESSAGES.programNameTaken);

const loadProgram = async (
  db: Executor,
  tenantId: number,
  programId: number,
  lock = false,
): Promise<Program> => toProgram(foundOrNotFound(await findProgram(db, tenantId, programId, lock)));

/**
 * Conversation programs of the tenant. Reading needs any program permission; create, update and delete each
 * need their own. A program with conversations is archived instead of deleted, and restored by setting its
 * status back to active.
 */
export const programRoutes = async (app: FastifyInstance, { db, engine }: AppContext) => {
  secureRoute(app, 'GET /:tenantPublicId/api/programs', async (request, reply): Promise<Program[]> => {
    const principal = await principalOf(request);
    const query = readListQuery(request, PROGRAM_LIST_SPEC);
    const { rows, total } = await runListQuery(
      selectPrograms(db.kysely, principal.tenantId),
      query,
      PROGRAM_COLUMNS,
      'program.id',
    );
    setPaginationHeaders(request, reply, query, total);
    return rows.map(toProgram);
  });

  secureRoute(app, 'GET /:tenantPublicId/api/programs/:id', async (request): Promise<Program> => {
    const principal = await principalOf(request);
    return loadProgram(db.kysely, principal.tenantId, idParam(request));
  });

  secureRoute(app, 'POST /:tenantPublicId/api/programs', async (request, reply) => {
    const principal = await principalOf(request);
    const input = parse(programCreateSchema, request.body);
    const program = await onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          if (await findProgramByName(trx, principal.tenantId, input.name)) throw nameTaken();
          const id = await insertProgram(trx, principal.tenantId, input, principal.user.login);
          const created = await loadProgram(trx, principal.tenantId, id);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'create',
            entityType: 'program',
            entityId: id,
            after: created,
          });
          return created;
        }),
      nameTaken,
    );
    // Its model is made ready now, off the event loop, so that its first message waits for no training.
    findStageDefaults(db.kysely, principal.tenantId)
      .then((defaults) =>
        engine.retrain(principal.tenantId, program.id, defaultStageModel(program.agentOnly, defaults)),
      )
      .catch((error: unknown) => request.log.warn({ err: error }, 'stage model training failed'));
    return reply.code(201).send(program);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/programs/:id', async (request): Promise<Program> => {
    const principal = await principalOf(request);
    const programId = idParam(request);
    return onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          const before = await loadProgram(trx, principal.tenantId, programId);
          const input = parse(programUpdateSchema, request.body);
          if (await findProgramByName(trx, principal.tenantId, input.name, programId)) throw nameTaken();
          await updateProgram(trx, principal.tenantId, programId, input, principal.user.login);
          const after = await loadProgram(trx, principal.tenantId, programId);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'update',
            entityType: 'program',
            entityId: programId,
            before,
            after,
          });
          return after;
        }),
      nameTaken,
    );
  });

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/programs/:id',
    async (request): Promise<ProgramDeleteResult> => {
      const principal = await principalOf(request);
      const programId = idParam(request);
      return db.kysely.transaction().execute(async (trx: Executor) => {
        // Locked, so that a conversation starting meanwhile waits for the answer rather than failing it.
        const before = await loadProgram(trx, principal.tenantId, programId, db.dialect === 'postgres');
        const audit = {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          entityType: 'program',
        } as const;
        if ((await countProgramConversations(trx, principal.tenantId, programId)) > 0) {
          if (before.status !== 'archived') {
            await updateProgram(
              trx,
              principal.tenantId,
              programId,
              { status: 'archived' },
              principal.user.login,
            );
            const after = await loadProgram(trx, principal.tenantId, programId);
            await recordAudit(trx, { ...audit, action: 'archive', entityId: programId, before, after });
          }
          return { archived: true };
        }
        await deleteProgram(trx, principal.tenantId, programId);
        await recordAudit(trx, { ...audit, action: 'delete', entityId: programId, before });
        return { archived: false };
      });
    },
  );
};
