import { refreshConversationStages } from '../../src/modules/conversations/conversation-writer.js';
import { saveStageModel } from '../../src/modules/studio/stage-model.repository.js';
import { stageModelBody } from './studio-fixtures.js';
import type { TestApp } from './test-app.js';

/** A message of a stored conversation: its engine label, a supervisor's correction, and its time. */
export interface StoredMessage {
  stage: string;
  corrected?: string;
  at: string;
  from?: 'Agent' | 'Visitor';
}

export interface StoredConversation {
  programId: number;
  agentUserId?: number | null;
  group?: 'assisted' | 'control' | null;
  channel?: string | null;
  source?: 'simulator' | 'api' | 'import';
  messages: StoredMessage[];
  alerts?: { ruleId: string; severity: 'info' | 'warning' | 'critical'; index: number }[];
}

let sequence = 0;

/**
 * Stores an ended conversation with exactly these labels, corrections, times and alerts (the engine is not
 * asked), then brings its reporting rows in line through the production path, as a correction does.
 */
export const storeConversation = async (
  test: TestApp,
  tenantId: number,
  conversation: StoredConversation,
) => {
  const { messages } = conversation;
  const first = messages[0]!.at;
  const last = messages.at(-1)!.at;
  const engagementId = `REPORT${Date.now().toString(36)}${sequence++}`;
  return test.db.kysely.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('conversation')
      .values({
        tenant_id: tenantId,
        program_id: conversation.programId,
        engagement_id: engagementId,
        started_date: first,
        ended_date: last,
        status: 'ended',
        agent_user_id: conversation.agentUserId ?? null,
        agent_group: conversation.group ?? null,
        channel: conversation.channel ?? null,
        source: conversation.source ?? 'api',
        current_stage: messages.at(-1)!.corrected ?? messages.at(-1)!.stage,
        last_message_from: 'Agent',
        last_message_content: 'last',
        last_message_date: last,
        message_count: messages.length,
        alert_count: conversation.alerts?.length ?? 0,
        first_message_date: first,
        handle_ms: Date.parse(last) - Date.parse(first),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_message')
      .values(
        messages.map((message, index) => ({
          tenant_id: tenantId,
          conversation_id: id,
          message_index: index,
          from_speaker: message.from ?? 'Agent',
          content: `message ${index}`,
          stage: message.stage,
          confidence: 0.9,
          evidence: '[]',
          created_date: message.at,
          corrected_stage: message.corrected ?? null,
          corrected_by: message.corrected ? 'supervisor' : null,
          corrected_date: message.corrected ? last : null,
        })),
      )
      .execute();
    for (const alert of conversation.alerts ?? [])
      await trx
        .insertInto('compliance_alert')
        .values({
          tenant_id: tenantId,
          conversation_id: id,
          rule_id: alert.ruleId,
          kind: alert.ruleId === 'recorded-line-notice' ? 'phrase' : 'before',
          severity: alert.severity,
          message_index: alert.index,
          message: `${alert.ruleId} broken`,
          created_date: messages[alert.index]!.at,
        })
        .execute();
    await refreshConversationStages(trx, test.db.dialect, tenantId, id, { replace: true });
    return { id, engagementId };
  });
};

/** An ISO time `seconds` after `start`. */
export const after = (start: string, seconds: number) =>
  new Date(Date.parse(start) + seconds * 1000).toISOString();

/**
 * Saves a program's stage model with this order (a program never saved has none), so that what a report is judged
 * against is the test's own, whatever stages a new tenant starts from.
 */
export const saveStageOrder = async (
  test: TestApp,
  tenantId: number,
  programId: number,
  order: readonly string[],
) => {
  const version = await saveStageModel(
    test.db.kysely,
    tenantId,
    programId,
    0,
    { ...stageModelBody(), order: [...order] },
    'test',
  );
  if (version !== 1) throw new Error(`The stage model of program ${programId} was saved before.`);
};
