import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ERROR_KEYS,
  MESSAGES,
  TEST_RUN_WRONG_MAX,
  TEST_RUNS_LISTED,
  TEST_SET_MAX_BYTES,
  TEST_SET_MESSAGES_MAX,
  TEST_SET_STAGES_MAX,
  type TestConversation,
  type TestRun,
  type TestSet,
  type TestSetSummary,
  testConversationSchema,
  testSetCreateSchema,
} from '@parlance/shared';
import { evaluate, type StageLabelAnswer } from '@parlance/stage-model';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.js';
import type { TestRunTable } from '../../db/schema.js';
import { readJsonLines } from '../../lib/file-problems.js';
import { parse } from '../../lib/parse.js';
import { badRequest, foundOrNotFound, tooManyRequests } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { nowIso } from '../../lib/time.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppContext } from '../context.js';
import { programParam } from '../studio/triple.routes.js';

/** Field errors reported for one upload: the first this many bad lines. */
const MAX_LINE_ERRORS = 100;

/** Messages a run labels between two turns of the event loop. */
const LABEL_GROUP = 50;
/**
 * Runs at once on this server. Each labels up to 5,000 messages; several at once would each take their turn in the
 * same phase of the event loop, holding it for their groups together. Another is refused, to be sent again.
 */
const RUNS_AT_ONCE = 1;
const RUN_RETRY_AFTER_SECONDS = 5;
const RUN_BUSY_MESSAGE = 'Another test run is going on. Try again in a few seconds.';

/** The messages and the distinct expected stages of conversations. */
const sizeOf = (conversations: readonly { messages: readonly { stage: string }[] }[]) => {
  const stages = new Set<string>();
  let messages = 0;
  for (const conversation of conversations)
    for (const message of conversation.messages) {
      messages++;
      stages.add(message.stage);
    }
  return { messages, stages: stages.size };
};

const TOO_MANY_MESSAGES = `A test set holds at most ${TEST_SET_MESSAGES_MAX} messages.`;
const TOO_MANY_STAGES = `A test set's messages name at most ${TEST_SET_STAGES_MAX} stages.`;

/** A 400 when conversations hold more messages or name more stages than a test set may (`field` is named). */
const checkSize = (size: { messages: number; stages: number }, field: string) => {
  if (size.messages > TEST_SET_MESSAGES_MAX)
    throw badRequest(TOO_MANY_MESSAGES, undefined, [
      { objectName: 'request', field, message: TOO_MANY_MESSAGES },
    ]);
  if (size.stages > TEST_SET_STAGES_MAX)
    throw badRequest(TOO_MANY_STAGES, undefined, [
      { objectName: 'request', field, message: TOO_MANY_STAGES },
    ]);
};

/**
 * A 400 (naming `field`) when a conversation added to a stored set would take it past its messages, or names more
 * stages than a set may. Stages are counted in the conversation alone; a run counts them in the whole set.
 */
export const checkRoomFor = async (
  db: Executor,
  tenantId: number,
  testSetId: number,
  conversation: { messages: readonly { stage: string }[] },
  field: string,
) => {
  const held = await db
    .selectFrom('test_conversation')
    .select((eb) => eb.fn.sum<number | string | null>('message_count').as('messages'))
    .where('tenant_id', '=', tenantId)
    .where('test_set_id', '=', testSetId)
    .executeTakeFirst();
  const added = sizeOf([conversation]);
  checkSize({ messages: Number(held?.messages ?? 0) + added.messages, stages: added.stages }, field);
};

/** JSON Lines: one conversation a line, blank lines skipped; bad lines answered as `lines[N]` (N from 1). */
export const parseTestConversations = (text: string): TestConversation[] => {
  const conversations = readJsonLines(text, testConversationSchema, { maxErrors: MAX_LINE_ERRORS });
  if (conversations.length === 0)
    throw badRequest(MESSAGES.required, undefined, [
      { objectName: 'request', field: 'conversations', message: 'Give at least one conversation.' },
    ]);
  checkSize(sizeOf(conversations), 'conversations');
  return conversations;
};

export const findTestSet = (db: Executor, tenantId: number, programId: number, testSetId: number) =>
  db
    .selectFrom('test_set')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .where('id', '=', testSetId)
    .executeTakeFirst();

export const summaries = async (db: Executor, tenantId: number, programId: number, testSetId?: number) => {
  let query = db
    .selectFrom('test_set')
    .leftJoin('test_conversation', 'test_conversation.test_set_id', 'test_set.id')
    .select((eb) => [
      'test_set.id',
      'test_set.name',
      'test_set.created_by',
      'test_set.created_date',
      eb.fn.count<number | string>('test_conversation.id').as('conversations'),
      eb.fn.sum<number | string | null>('test_conversation.message_count').as('messages'),
    ])
    .where('test_set.tenant_id', '=', tenantId)
    .where('test_set.program_id', '=', programId)
    .groupBy(['test_set.id', 'test_set.name', 'test_set.created_by', 'test_set.created_date'])
    .orderBy('test_set.created_date', 'desc')
    .orderBy('test_set.id', 'desc');
  if (testSetId !== undefined) query = query.where('test_set.id', '=', testSetId);
  return (await query.execute()).map(
    (row): TestSetSummary => ({
      id: row.id,
      name: row.name,
      conversations: Number(row.conversations),
      messages: Number(row.messages ?? 0),
      createdBy: row.created_by,
      createdDate: row.created_date,
    }),
  );
};

const toRun = (row: Omit<TestRunTable, 'id'> & { id: number }): TestRun => {
  const result = JSON.parse(row.result) as Pick<
    TestRun,
    'messages' | 'stages' | 'perStage' | 'confusion' | 'wrong'
  >;
  return {
    id: row.id,
    testSetId: row.test_set_id,
    modelVersion: row.model_version,
    accuracy: row.accuracy,
    macroF1: row.macro_f1,
    ...result,
    createdBy: row.created_by,
    createdDate: row.created_date,
  };
};

export const insertConversations = async (
  db: Executor,
  tenantId: number,
  testSetId: number,
  conversations: TestConversation[],
) => {
  for (let start = 0; start < conversations.length; start += 200) {
    await db
      .insertInto('test_conversation')
      .values(
        conversations.slice(start, start + 200).map((conversation) => ({
          tenant_id: tenantId,
          test_set_id: testSetId,
          message_count: conversation.messages.length,
          messages: JSON.stringify(conversation.messages),
        })),
      )
      .execute();
  }
};

/**
 * A program's test sets (ARCHITECTURE.md "Engine, stage model and the frame's socket"): labelled
 * conversations uploaded as JSON Lines or saved from the simulator, and runs that label them with the current
 * model version and store the scores.
 */
export const testSetRoutes = async (app: FastifyInstance, { db, engine }: AppContext) => {
  const bodyLimit = TEST_SET_MAX_BYTES + 64 * 1024;
  let runsGoing = 0;

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/test-sets',
    async (request): Promise<TestSetSummary[]> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      return summaries(db.kysely, principal.tenantId, program.id);
    },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/programs/:programId/test-sets',
    async (request, reply): Promise<TestSetSummary> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const input = parse(testSetCreateSchema, request.body);
      if (Buffer.byteLength(input.conversations) > TEST_SET_MAX_BYTES)
        throw badRequest('At most 5 MB.', undefined, [
          { objectName: 'request', field: 'conversations', message: 'At most 5 MB.' },
        ]);
      const conversations = parseTestConversations(input.conversations);
      const id = await db.kysely.transaction().execute(async (trx: Executor) => {
        const row = await trx
          .insertInto('test_set')
          .values({
            tenant_id: principal.tenantId,
            program_id: program.id,
            name: input.name,
            created_by: principal.user.login,
            created_date: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertConversations(trx, principal.tenantId, row.id, conversations);
        await recordAudit(trx, {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          action: 'create',
          entityType: 'test-set',
          entityId: row.id,
          before: null,
          after: { name: input.name, programId: program.id, conversations: conversations.length },
        });
        return row.id;
      });
      reply.status(201);
      return (await summaries(db.kysely, principal.tenantId, program.id, id))[0]!;
    },
    { bodyLimit },
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId',
    async (request): Promise<TestSet> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const testSetId = idParam(request, 'testSetId');
      const [summary] = await summaries(db.kysely, principal.tenantId, program.id, testSetId);
      const found = foundOrNotFound(summary);
      const items = await db.kysely
        .selectFrom('test_conversation')
        .select(['id', 'messages'])
        .where('tenant_id', '=', principal.tenantId)
        .where('test_set_id', '=', testSetId)
        .orderBy('id')
        .execute();
      return { ...found, items: items.map((item) => ({ id: item.id, messages: JSON.parse(item.messages) })) };
    },
  );

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId',
    async (request, reply) => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const testSet = foundOrNotFound(
        await findTestSet(db.kysely, principal.tenantId, program.id, idParam(request, 'testSetId')),
      );
      await db.kysely.transaction().execute(async (trx: Executor) => {
        await trx.deleteFrom('test_run').where('test_set_id', '=', testSet.id).execute();
        await trx.deleteFrom('test_conversation').where('test_set_id', '=', testSet.id).execute();
        await trx.deleteFrom('test_set').where('id', '=', testSet.id).execute();
        await recordAudit(trx, {
          tenantId: principal.tenantId,
          actor: principal.user.login,
          action: 'delete',
          entityType: 'test-set',
          entityId: testSet.id,
          before: { name: testSet.name, programId: program.id },
          after: null,
        });
      });
      return reply.status(204).send();
    },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations',
    async (request, reply): Promise<TestSetSummary> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const testSet = foundOrNotFound(
        await findTestSet(db.kysely, principal.tenantId, program.id, idParam(request, 'testSetId')),
      );
      const conversation = parse(testConversationSchema, request.body);
      await checkRoomFor(db.kysely, principal.tenantId, testSet.id, conversation, 'messages');
      await insertConversations(db.kysely, principal.tenantId, testSet.id, [conversation]);
      reply.status(201);
      return (await summaries(db.kysely, principal.tenantId, program.id, testSet.id))[0]!;
    },
    { bodyLimit },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
    async (request, reply): Promise<TestRun> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const testSet = foundOrNotFound(
        await findTestSet(db.kysely, principal.tenantId, program.id, idParam(request, 'testSetId')),
      );
      if (runsGoing >= RUNS_AT_ONCE)
        throw tooManyRequests(RUN_BUSY_MESSAGE, ERROR_KEYS.rateLimited, RUN_RETRY_AFTER_SECONDS);
      runsGoing++;
      let row: Omit<TestRunTable, 'id'> & { id: number };
      try {
        const items = (
          await db.kysely
            .selectFrom('test_conversation')
            .select(['id', 'messages'])
            .where('test_set_id', '=', testSet.id)
            .orderBy('id')
            .execute()
        ).map((item) => ({
          id: String(item.id),
          messages: JSON.parse(item.messages) as TestConversation['messages'],
        }));
        // Sets saved before the limits, or grown past them by conversations added one by one, are refused whole.
        checkSize(sizeOf(items), 'testSetId');
        const { model } = await engine.currentModel(
          db.kysely,
          principal.tenantId,
          program.id,
          program.agent_only === 1,
        );
        // Labelled a group of messages at a time with turns of the event loop between, then scored.
        const answers = new Map<readonly unknown[], StageLabelAnswer[]>();
        let labelled = 0;
        for (const item of items) {
          const labeller = model.startConversation();
          const labels: StageLabelAnswer[] = [];
          for (const message of item.messages) {
            if (++labelled % LABEL_GROUP === 0) await nextTurn();
            labels.push(labeller.label(message));
          }
          answers.set(item.messages, labels);
        }
        const evaluation = evaluate(
          {
            ...model,
            labelConversation: (messages) => answers.get(messages) ?? model.labelConversation(messages),
          },
          items,
        );
        const round = (value: number) => Math.round(value * 1e4) / 1e4;
        const result = {
          messages: evaluation.messages,
          stages: evaluation.confusion.labels,
          perStage: evaluation.perStage.map((score) => ({
            ...score,
            precision: round(score.precision),
            recall: round(score.recall),
            f1: round(score.f1),
          })),
          confusion: evaluation.confusion.matrix,
          wrong: evaluation.wrong.slice(0, TEST_RUN_WRONG_MAX).map((wrong) => ({
            conversation: Number(wrong.conversationId),
            index: wrong.index,
            from: wrong.from,
            content: wrong.content,
            expected: wrong.expected,
            answered: wrong.answered,
            confidence: round(wrong.confidence),
          })),
        };
        row = await db.kysely
          .insertInto('test_run')
          .values({
            tenant_id: principal.tenantId,
            test_set_id: testSet.id,
            model_version: model.version,
            accuracy: round(evaluation.accuracy),
            macro_f1: round(evaluation.macroF1),
            result: JSON.stringify(result),
            created_by: principal.user.login,
            created_date: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } finally {
        runsGoing--;
      }
      reply.status(201);
      return toRun(row);
    },
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
    async (request): Promise<TestRun[]> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const testSet = foundOrNotFound(
        await findTestSet(db.kysely, principal.tenantId, program.id, idParam(request, 'testSetId')),
      );
      // The latest runs, oldest first.
      const rows = await db.kysely
        .selectFrom('test_run')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('test_set_id', '=', testSet.id)
        .orderBy('created_date', 'desc')
        .orderBy('id', 'desc')
        .limit(TEST_RUNS_LISTED)
        .execute();
      return rows.reverse().map(toRun);
    },
  );
};
