import type { StageModel } from '@parlance/shared';
import type { Executor } from '../../db/database.js';

/** A program of the tenant, with what the engine needs to know of it. */
export const findEngineProgram = (db: Executor, tenantId: number, programId: number) =>
  programId < 1 || programId > 2_147_483_647
    ? Promise.resolve(undefined)
    : db
        .selectFrom('program')
        .select(['id', 'agent_only', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', programId)
        .executeTakeFirst();

export const findConversation = (db: Executor, tenantId: number, engagementId: string) =>
  db
    .selectFrom('conversation')
    .select(['id', 'program_id', 'engagement_id', 'started_date', 'ended_date', 'source'])
    .where('tenant_id', '=', tenantId)
    .where('engagement_id', '=', engagementId)
    .executeTakeFirst();

export const conversationMessages = (db: Executor, tenantId: number, conversationId: number) =>
  db
    .selectFrom('conversation_message')
    .select(['message_index', 'from_speaker', 'content', 'stage', 'confidence', 'evidence', 'created_date'])
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId)
    .orderBy('message_index')
    .execute();

export const countMessages = async (db: Executor, conversationId: number): Promise<number> => {
  const row = await db
    .selectFrom('conversation_message')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

/** The last `count` messages' texts, oldest first. */
export const lastContents = async (db: Executor, conversationId: number, count: number) => {
  const rows = await db
    .selectFrom('conversation_message')
    .select('content')
    .where('conversation_id', '=', conversationId)
    .orderBy('message_index', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.content).reverse();
};

/** The program's stages with their colours, in the builder's order (stages outside it after, as listed). */
export const stageColours = (model: StageModel) => {
  const position = (label: string) => {
    const index = model.order.indexOf(label);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...model.stages]
    .sort((a, b) => position(a.label) - position(b.label))
    .map((stage) => ({ label: stage.label, colour: stage.colour }));
};
