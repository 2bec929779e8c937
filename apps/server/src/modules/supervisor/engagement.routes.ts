import {
  addDays,
  addToTestSetSchema,
  ENGAGEMENT_LIST_SPEC,
  ENGAGEMENT_SEARCH_LIMITED_HEADER,
  ENGAGEMENT_SEARCH_PARAMETERS,
  type EngagementDetail,
  type EngagementMessage,
  type EngagementSummary,
  engagementSearchSchema,
  isExternalEngagementId,
  MESSAGE_SEARCH_LIMIT,
  STAGE_EXAMPLE_MAX_LENGTH,
  STAGE_EXAMPLES_MAX,
  SUPERVISOR_ERROR_KEYS,
  stageCorrectionRequestSchema,
  type TestSetSummary,
  zonedDayStart,
} from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { readListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { badRequest, fieldProblem, foundOrNotFound, notFound } from '../../lib/problem.js';
import { nowIso } from '../../lib/time.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import {
  engagementAlerts,
  engagementMessages,
  findConversation,
  findEngagementSummary,
  listEngagements,
} from '../conversations/conversation.repository.js';
import { correctLabel } from '../conversations/conversation-writer.js';
import { checkRoomFor, findTestSet, insertConversations, summaries } from '../engine/test-set.routes.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { findStageModel, saveStageModel, stageColours } from '../studio/stage-model.repository.js';
import { staleVersion } from '../studio/stage-model.routes.js';
import { findTenant } from '../tenant/tenant.repository.js';

/** The named parameters of a query, as given (a repeated one stays a list, which the schema refuses). */
const pickParameters = (query: unknown, names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = (query as Record<string, unknown>)[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );

/** The engagement of the path, in the principal's tenant; 404 otherwise. */
const engagementParam = async (db: Executor, tenantId: number, request: FastifyRequest) => {
  const { engagementId } = request.params as { engagementId: string };
  if (!isExternalEngagementId(engagementId)) throw notFound();
  return foundOrNotFound(await findConversation(db, tenantId, engagementId));
};

/** A message index of the path: a whole number the engagement has a message for. */
const indexParam = (request: FastifyRequest) => {
  const { index } = request.params as { index: string };
  if (!/^(0|[1-9][0-9]{0,8})$/.test(index)) throw notFound();
  return Number(index);
};

/**
 * The Supervisor area's engagements (ARCHITECTURE.md "Supervisor and the engagements API"): the list and
 * detail, label corrections (the engine's label is kept beside each; a correction may add the message to its
 * stage's examples, which is a new stage-model version), and adding a corrected engagement to a test set of
 * its program.
 */
export const engagementRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db, engine, events } = context;

  secureRoute(
    app,
    'GET /:tenantPublicId/api/engagements',
    async (request, reply): Promise<EngagementSummary[]> => {
      const principal = await principalOf(request);
      const query = readListQuery(request, ENGAGEMENT_LIST_SPEC, ENGAGEMENT_SEARCH_PARAMETERS);
      const search = parse(
        engagementSearchSchema,
        pickParameters(request.query, ENGAGEMENT_SEARCH_PARAMETERS),
      );
      // The period's days are the tenant's, as Reporting's are.
      const timeZone =
        search.from || search.to ? (await findTenant(db.kysely, principal.tenantId)).time_zone : 'UTC';
      const { engagements, total, limited, totalLimited } = await listEngagements(
        db.kysely,
        db.dialect,
        principal.tenantId,
        query,
        {
          text: search.q,
          start: search.from ? new Date(zonedDayStart(search.from, timeZone)).toISOString() : undefined,
          end: search.to ? new Date(zonedDayStart(addDays(search.to, 1), timeZone)).toISOString() : undefined,
        },
      );
      setPaginationHeaders(request, reply, query, total, totalLimited);
      if (limited) reply.header(ENGAGEMENT_SEARCH_LIMITED_HEADER, String(MESSAGE_SEARCH_LIMIT));
      return engagements;
    },
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/engagements/:engagementId',
    async (request): Promise<EngagementDetail> => {
      const principal = await principalOf(request);
      const conversation = await engagementParam(db.kysely, principal.tenantId, request);
      const summary = foundOrNotFound(
        await findEngagementSummary(db.kysely, principal.tenantId, conversation.id),
      );
      const program = await findEngineProgram(db.kysely, principal.tenantId, conversation.program_id);
      const { stored } = await engine.programModel(
        db.kysely,
        principal.tenantId,
        conversation.program_id,
        program?.agent_only === 1,
      );
      return {
        ...summary,
        stages: stageColours(stored),
        messages: await engagementMessages(db.kysely, principal.tenantId, conversation.id),
        alerts: await engagementAlerts(db.kysely, principal.tenantId, conversation.id, summary.engagementId),
      };
    },
  );

  secureRoute(
    app,
    'PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage',
    async (request): Promise<EngagementMessage> => {
      const principal = await principalOf(request);
      const conversation = await engagementParam(db.kysely, principal.tenantId, request);
      const index = indexParam(request);
      const input = parse(stageCorrectionRequestSchema, request.body);
      const program = foundOrNotFound(
        await findEngineProgram(db.kysely, principal.tenantId, conversation.program_id),
      );
      const agentOnly = program.agent_only === 1;
      const actor = principal.user.login;

      const result = await db.kysely
        .transaction()
        .execute(async (trx: Executor) => {
          const date = nowIso();
          let model: Awaited<ReturnType<typeof findStageModel>> | undefined;
          let retrained: Awaited<ReturnType<typeof findStageModel>> | undefined;
          // The conversations' writer stores the correction with its figures and webhook; this route's own writes
          // (the audit, a new example) go in its transaction.
          const corrected = await correctLabel(
            trx,
            db.dialect,
            { tenantId: principal.tenantId, conversation, index, by: actor, date },
            async () => {
              model = await findStageModel(
                trx,
                principal.tenantId,
                program.id,
                agentOnly,
                db.dialect === 'postgres',
              );
              const stage = model.stages.find(
                (s) => s.label.toLowerCase() === input.stage.trim().toLowerCase(),
              );
              if (!stage)
                throw fieldProblem(
                  'stage',
                  `${input.stage.trim()} is no stage of this program.`,
                  SUPERVISOR_ERROR_KEYS.unknownStage,
                );
              return stage.label;
            },
            async (row, label) => {
              await recordAudit(trx, {
                tenantId: principal.tenantId,
                actor,
                action: 'update',
                entityType: 'stage-label',
                entityId: `${conversation.engagement_id}/${index}`,
                before: { stage: row.corrected_stage ?? row.stage, engineStage: row.stage },
                after: { stage: label, engineStage: row.stage },
              });
              const stage = model?.stages.find((s) => s.label === label);
              if (!input.addAsExample || !model || !stage) return false;
              if (row.content.length > STAGE_EXAMPLE_MAX_LENGTH)
                throw fieldProblem(
                  'addAsExample',
                  `An example is at most ${STAGE_EXAMPLE_MAX_LENGTH} characters.`,
                );
              if (stage.examples.some((example) => example.toLowerCase() === row.content.toLowerCase()))
                return false;
              if (stage.examples.length >= STAGE_EXAMPLES_MAX)
                throw fieldProblem(
                  'addAsExample',
                  `${stage.label} has ${STAGE_EXAMPLES_MAX} examples already.`,
                );
              const next = {
                ...model,
                stages: model.stages.map((s) =>
                  s.label === stage.label ? { ...s, examples: [...s.examples, row.content] } : s,
                ),
              };
              const version = await saveStageModel(
                trx,
                principal.tenantId,
                program.id,
                model.version,
                next,
                actor,
              );
              if (version === undefined) throw staleVersion();
              retrained = await findStageModel(trx, principal.tenantId, program.id, agentOnly);
              await recordAudit(trx, {
                tenantId: principal.tenantId,
                actor,
                action: 'update',
                entityType: 'stage-model',
                entityId: program.id,
                before: model.version === 0 ? null : model,
                after: retrained,
              });
              return true;
            },
          );
          return { message: foundOrNotFound(corrected).message, retrained };
        })
        .catch((error: unknown) => {
          // Two first saves of the model at once: the loser meets the unique index.
          if (isUniqueViolation(error)) throw staleVersion();
          throw error;
        });

      if (result.retrained) {
        const retrained = result.retrained;
        engine
          .retrain(principal.tenantId, program.id, retrained)
          .catch((error: unknown) => request.log.warn({ err: error }, 'stage model retraining failed'));
      }
      const summary = await findEngagementSummary(db.kysely, principal.tenantId, conversation.id);
      await events.publish(principal.tenantId, [
        { type: 'message', data: { engagementId: conversation.engagement_id, message: result.message } },
        ...(summary ? [{ type: 'engagement' as const, data: summary }] : []),
      ]);
      return result.message;
    },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/engagements/:engagementId/test-set',
    async (request, reply): Promise<TestSetSummary> => {
      const principal = await principalOf(request);
      const conversation = await engagementParam(db.kysely, principal.tenantId, request);
      const input = parse(addToTestSetSchema, request.body);
      const messages = await engagementMessages(db.kysely, principal.tenantId, conversation.id);
      if (messages.length === 0)
        throw badRequest('The engagement has no messages yet.', undefined, [
          { objectName: 'request', field: 'testSetId', message: 'The engagement has no messages yet.' },
        ]);
      const testConversation = {
        messages: messages.map((message) => ({
          from: message.from,
          content: message.content,
          stage: message.stage,
        })),
      };
      const testSetId = await db.kysely.transaction().execute(async (trx: Executor) => {
        let id = input.testSetId;
        if (id !== undefined) {
          const found = await findTestSet(trx, principal.tenantId, conversation.program_id, id);
          if (!found) throw fieldProblem('testSetId', 'No such test set of this program.');
        } else {
          const row = await trx
            .insertInto('test_set')
            .values({
              tenant_id: principal.tenantId,
              program_id: conversation.program_id,
              name: input.name ?? conversation.engagement_id,
              created_by: principal.user.login,
              created_date: nowIso(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
        }
        await checkRoomFor(trx, principal.tenantId, id, testConversation, 'testSetId');
        await insertConversations(trx, principal.tenantId, id, [testConversation]);
        await recordAudit(trx, {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          action: input.testSetId === undefined ? 'create' : 'update',
          entityType: 'test-set',
          entityId: id,
          before: null,
          after: {
            programId: conversation.program_id,
            engagementId: conversation.engagement_id,
            messages: testConversation.messages.length,
            ...(input.name ? { name: input.name } : {}),
          },
        });
        return id;
      });
      reply.status(201);
      return (await summaries(db.kysely, principal.tenantId, conversation.program_id, testSetId))[0]!;
    },
  );
};
