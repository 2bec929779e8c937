import type { Alert, EngagementMessage, EngagementSummary, KnowledgeCard } from '@parlance/shared';
import type { Executor } from '../../db/database.js';

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
