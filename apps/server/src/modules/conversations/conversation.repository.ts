import type { Alert, EngagementMessage, EngagementSummary, KnowledgeCard, ListQuery } from '@parlance/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { runListQuery } from '../../lib/list.js';

/**
 * The conversations module's storage: the only place that reads or writes the conversation, conversation_message
 * and compliance_alert tables. Every query filters by tenant (or by a conversation id found through one).
 */

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

/** Whether the program has conversations, as a column of a program query: 0/1 on SQLite, a boolean on PostgreSQL. */
export const programHasConversations = (eb: ExpressionBuilder<Database, 'program'>, tenantId: number) =>
  eb
    .exists(
      eb
        .selectFrom('conversation')
        .select('conversation.id')
        .where('conversation.tenant_id', '=', tenantId)
        .whereRef('conversation.program_id', '=', 'program.id'),
    )
    .as('has_conversations');

export const countProgramConversations = async (db: Executor, tenantId: number, programId: number) => {
  const row = await db
    .selectFrom('conversation')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

/** The last message's text in a summary: enough for one line of the live list. */
export const LAST_MESSAGE_PREVIEW = 300;

/** Engagements with what the live list shows: the conversation's own summary, its program and its agent. */
export const selectEngagements = (db: Executor, tenantId: number) =>
  db
    .selectFrom('conversation')
    .innerJoin('program', 'program.id', 'conversation.program_id')
    .leftJoin('app_user', 'app_user.id', 'conversation.agent_user_id')
    .select([
      'conversation.id',
      'conversation.engagement_id',
      'conversation.program_id',
      'program.name as program_name',
      'conversation.source',
      'conversation.channel',
      'conversation.status',
      'conversation.started_date',
      'conversation.ended_date',
      'conversation.current_stage',
      'conversation.last_message_from',
      'conversation.last_message_content',
      'conversation.last_message_date',
      'conversation.message_count',
      'conversation.alert_count',
      'app_user.id as agent_id',
      'app_user.login as agent_login',
      'app_user.first_name as agent_first_name',
      'app_user.last_name as agent_last_name',
      'app_user.external_code as agent_external_code',
    ])
    .where('conversation.tenant_id', '=', tenantId);

export type EngagementRow = Awaited<
  ReturnType<ReturnType<typeof selectEngagements>['executeTakeFirstOrThrow']>
>;

export const toEngagementSummary = (row: EngagementRow): EngagementSummary => ({
  engagementId: row.engagement_id,
  programId: row.program_id,
  programName: row.program_name,
  agent:
    row.agent_id === null || row.agent_login === null
      ? null
      : {
          id: row.agent_id,
          login: row.agent_login,
          name: [row.agent_first_name, row.agent_last_name].filter(Boolean).join(' ') || row.agent_login,
          externalCode: row.agent_external_code,
        },
  source: row.source,
  channel: row.channel,
  status: row.status,
  startedDate: row.started_date,
  endedDate: row.ended_date,
  currentStage: row.current_stage,
  lastMessage:
    row.last_message_from && row.last_message_content !== null && row.last_message_date
      ? { from: row.last_message_from, content: row.last_message_content, time: row.last_message_date }
      : null,
  messageCount: row.message_count,
  alertCount: row.alert_count,
});

const ENGAGEMENT_COLUMNS: Record<string, string> = {
  engagementId: 'conversation.engagement_id',
  program: 'conversation.program_id',
  agent: 'conversation.agent_user_id',
  status: 'conversation.status',
  currentStage: 'conversation.current_stage',
  source: 'conversation.source',
  startedDate: 'conversation.started_date',
  messageCount: 'conversation.message_count',
  alertCount: 'conversation.alert_count',
};

/** A page of the tenant's engagements by the list convention; `hasAlerts` is no column: it reads the alert count. */
export const listEngagements = async (db: Executor, tenantId: number, query: ListQuery) => {
  const hasAlerts = query.filters.find((filter) => filter.field === 'hasAlerts');
  const columnQuery = { ...query, filters: query.filters.filter((filter) => filter !== hasAlerts) };
  let base = selectEngagements(db, tenantId);
  if (hasAlerts) base = base.where('conversation.alert_count', hasAlerts.value === true ? '>' : '=', 0);
  const { rows, total } = await runListQuery(
    base,
    columnQuery,
    ENGAGEMENT_COLUMNS,
    'conversation.id',
    'desc',
  );
  return { engagements: rows.map(toEngagementSummary), total };
};

export const findEngagementSummary = async (db: Executor, tenantId: number, conversationId: number) => {
  const row = await selectEngagements(db, tenantId)
    .where('conversation.id', '=', conversationId)
    .executeTakeFirst();
  return row ? toEngagementSummary(row) : undefined;
};

/** The ongoing engagements of a tenant, newest first: the live feed's snapshot. */
export const ongoingEngagements = async (db: Executor, tenantId: number) =>
  (
    await selectEngagements(db, tenantId)
      .where('conversation.status', '=', 'ongoing')
      .orderBy('conversation.id', 'desc')
      .execute()
  ).map(toEngagementSummary);

export const selectMessages = (db: Executor, tenantId: number, conversationId: number) =>
  db
    .selectFrom('conversation_message')
    .select([
      'message_index',
      'from_speaker',
      'content',
      'stage',
      'confidence',
      'cards',
      'corrected_stage',
      'corrected_by',
      'corrected_date',
      'created_date',
    ])
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId);

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

export const toEngagementMessage = (row: MessageRow): EngagementMessage => ({
  index: row.message_index,
  from: row.from_speaker,
  content: row.content,
  stage: row.corrected_stage ?? row.stage,
  engineStage: row.stage,
  confidence: row.confidence,
  correction:
    row.corrected_stage && row.corrected_by !== null && row.corrected_date
      ? { stage: row.corrected_stage, by: row.corrected_by, date: row.corrected_date }
      : null,
  cards: JSON.parse(row.cards) as KnowledgeCard[],
  time: row.created_date,
});

export const engagementMessages = async (db: Executor, tenantId: number, conversationId: number) =>
  (await selectMessages(db, tenantId, conversationId).orderBy('message_index').execute()).map(
    toEngagementMessage,
  );

export const engagementAlerts = async (
  db: Executor,
  tenantId: number,
  conversationId: number,
  engagementId: string,
): Promise<Alert[]> =>
  (
    await db
      .selectFrom('compliance_alert')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('conversation_id', '=', conversationId)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: row.id,
    engagementId,
    rule: row.rule_id,
    kind: row.kind,
    severity: row.severity,
    index: row.message_index,
    message: row.message,
    createdDate: row.created_date,
  }));

/** Sets or (with `null`) takes away a supervisor's correction of a message's stage. */
export const setStageCorrection = (
  db: Executor,
  tenantId: number,
  conversationId: number,
  index: number,
  correction: { stage: string; by: string; date: string } | null,
) =>
  db
    .updateTable('conversation_message')
    .set({
      corrected_stage: correction?.stage ?? null,
      corrected_by: correction?.by ?? null,
      corrected_date: correction?.date ?? null,
    })
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId)
    .where('message_index', '=', index)
    .execute();

/** The last message's stage is the engagement's current stage: set it when message `index` is the last. */
export const setCurrentStageIfLast = (db: Executor, conversationId: number, index: number, stage: string) =>
  db
    .updateTable('conversation')
    .set({ current_stage: stage })
    .where('id', '=', conversationId)
    .where('message_count', '=', index + 1)
    .execute();

/** Milliseconds from one ISO timestamp column to another, on either engine. */
const millisBetween = (dialect: Dialect, from: string, to: string) =>
  dialect === 'postgres'
    ? sql.raw(`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`)
    : sql.raw(`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`);

/**
 * Brings a conversation's reporting rows (`conversation_stage`, ARCHITECTURE.md "Reporting") in line with its
 * messages, in one statement, inside the caller's transaction: for each stage, its messages (by the correction,
 * else the engine's label) and the first one's index, the time in it (each message lasts until the next one), the
 * messages the engine labelled with it and how many of those were corrected to another stage. After a new message
 * no stage disappears, so the rows are upserted; after a correction (`replace`) they are written anew, and the
 * conversation's count of corrections with them.
 */
export const refreshConversationStages = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  conversationId: number,
  { replace }: { replace: boolean },
) => {
  if (replace)
    await db
      .deleteFrom('conversation_stage')
      .where('tenant_id', '=', tenantId)
      .where('conversation_id', '=', conversationId)
      .execute();
  const upsert = replace
    ? sql``
    : sql`on conflict (conversation_id, stage) do update set messages = excluded.messages, first_index = excluded.first_index, duration_ms = excluded.duration_ms, engine_messages = excluded.engine_messages, corrected = excluded.corrected`;
  await sql`insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
    select ${tenantId}, ${conversationId}, stage, sum(own), min(own_index), sum(ms), sum(engine), sum(fixed) from (
      select coalesce(corrected_stage, stage) as stage, 1 as own, message_index as own_index,
        coalesce(${millisBetween(dialect, 'created_date', 'next_date')}, 0) as ms, 0 as engine, 0 as fixed
      from (
        select m.*, lead(created_date) over (order by message_index) as next_date
        from conversation_message m where m.tenant_id = ${tenantId} and m.conversation_id = ${conversationId}
      ) timed
      union all
      select stage, 0, null, 0, 1, case when corrected_stage is not null and corrected_stage <> stage then 1 else 0 end
      from conversation_message where tenant_id = ${tenantId} and conversation_id = ${conversationId}
    ) parts where true group by stage ${upsert}`.execute(db);
  if (replace)
    await db
      .updateTable('conversation')
      .set((eb) => ({
        correction_count: eb.fn.coalesce(
          eb
            .selectFrom('conversation_stage')
            .select((s) => s.fn.sum<number>('corrected').as('total'))
            .where('conversation_id', '=', conversationId),
          eb.lit(0),
        ),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', conversationId)
      .execute();
};

/** A new conversation's group: `control` when its agent is in the control group as it starts, else `assisted`. */
export const agentGroupAtStart = (agentUserId: number | null) =>
  agentUserId === null
    ? null
    : sql<
        'assisted' | 'control'
      >`(select case when status = 'CONTROL_GROUP' then 'control' else 'assisted' end from app_user where id = ${agentUserId})`;
