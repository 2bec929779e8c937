import {
  type ChartPalette,
  chartPaletteSchema,
  ERROR_KEYS,
  MESSAGES,
  modeAllowed,
  STAGE_MODEL_MAX_BODY_BYTES,
  type StageModel,
  stageModelSchema,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem, HttpProblem } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import {
  findChartPalette,
  findStageModel,
  saveChartPalette,
  saveStageModel,
} from './stage-model.repository.js';
import { programParam } from './triple.routes.js';

export const staleVersion = () =>
  new HttpProblem(409, 'Conflict', MESSAGES.staleVersion, ERROR_KEYS.staleVersion);

/**
 * A program's stage model (Studio settings and the conversation builder) and the tenant's chart palette. Every
 * save of a model is one transaction that checks the version it started from (409 when someone saved since),
 * bumps it, and writes the audit log.
 */
export const stageModelRoutes = async (app: FastifyInstance, { db, engine }: AppContext) => {
  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/stage-model',
    async (request): Promise<StageModel> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      return findStageModel(db.kysely, principal.tenantId, program.id, program.agent_only === 1);
    },
  );

  secureRoute(
    app,
    'PUT /:tenantPublicId/api/programs/:programId/stage-model',
    async (request): Promise<StageModel> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const agentOnly = program.agent_only === 1;
      const input = parse(stageModelSchema, request.body);
      if (!modeAllowed(input.defaultMode, agentOnly))
        throw fieldProblem('defaultMode', MESSAGES.agentOnlyMode);
      try {
        const saved = await db.kysely.transaction().execute(async (trx: Executor) => {
          const before = await findStageModel(
            trx,
            principal.tenantId,
            program.id,
            agentOnly,
            db.dialect === 'postgres',
          );
          if (before.version !== input.version) throw staleVersion();
          const version = await saveStageModel(
            trx,
            principal.tenantId,
            program.id,
            input.version,
            input,
            principal.user.login,
          );
          if (version === undefined) throw staleVersion();
          const after = await findStageModel(trx, principal.tenantId, program.id, agentOnly);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'update',
            entityType: 'stage-model',
            entityId: program.id,
            before: before.version === 0 ? null : before,
            after,
          });
          return after;
        });
        // The engine trains the new version off the event loop; messages meanwhile use the previous one.
        engine
          .retrain(principal.tenantId, program.id, saved)
          .catch((error: unknown) => request.log.warn({ err: error }, 'stage model retraining failed'));
        return saved;
      } catch (error) {
        // Two first saves at once: the loser meets the unique index, and has lost the same way.
        if (isUniqueViolation(error)) throw staleVersion();
        throw error;
      }
    },
    { bodyLimit: STAGE_MODEL_MAX_BODY_BYTES },
  );

  secureRoute(app, 'GET /:tenantPublicId/api/chart-palette', async (request): Promise<ChartPalette> => {
    const principal = await principalOf(request);
    return findChartPalette(db.kysely, principal.tenantId);
  });

  secureRoute(app, 'PUT /:tenantPublicId/api/chart-palette', async (request): Promise<ChartPalette> => {
    const principal = await principalOf(request);
    const input = parse(chartPaletteSchema, request.body);
    return db.kysely.transaction().execute(async (trx: Executor) => {
      const before = await findChartPalette(trx, principal.tenantId);
      await saveChartPalette(trx, principal.tenantId, input, principal.user.login);
      const after = await findChartPalette(trx, principal.tenantId);
      await recordAudit(trx, {
        tenantId: principal.tenantId,
        actor: principal.user.login,
        action: 'update',
        entityType: 'chart-palette',
        entityId: principal.tenantId,
        before,
        after,
      });
      return after;
    });
  });
};
