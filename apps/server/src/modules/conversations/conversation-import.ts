import {
  type Alert,
  type EngagementSummary,
  type KnowledgeCard,
  type Speaker,
  SUPERVISOR_ERROR_KEYS,
} from '@parlance/shared';
import type { Insertable } from 'kysely';
import type { Counter, Registry } from 'prom-client';
import type { Db } from '../../db/database.js';
import type { ConversationMessageTable } from '../../db/schema.js';
import type { EngagementEventBus } from '../../events/event-bus.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { type EngineService, roundedEvidence } from '../engine/engine.service.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { enqueueWebhookEvents } from '../webhooks/webhook.repository.js';
import { checkRules, newRuleState, type RuleBreach } from './compliance.js';
import {
  agentGroupAtStart,
  findConversation,
  findEngagementSummary,
  LAST_MESSAGE_PREVIEW,
  queueAlertWebhooks,
  refreshConversationStages,
} from './conversation.repository.js';
import { type EngineFailure, type EngineResult, FAILURES } from './engagement.pipeline.js';
import { engagementWebhookData } from './webhook-events.js';

/** Messages a card looks at, the current one included: as the live path. */
const CARD_CONTEXT = 8;
/** Rows a message insert carries, well under either engine's limit of bound parameters. */
const INSERT_ROWS = 500;

export interface ImportedMessage {
  from: Speaker;
  /** Trimmed, 1 to `ENGINE_CONTENT_MAX` characters (the shared schema sees to it). */
  content: string;
  /** ISO 8601; times never decrease. */
  time: string;
}

export interface TranscriptImport {
  tenantId: number;
  engagementId: string;
  programId: number;
  agentUserId: number | null;
  channel: string | null;
  messages: readonly ImportedMessage[];
  /** Publish the imported conversation's summary to the live events (default); bulk loads (the demo data) do not. */
  publish?: boolean;
}

export interface ImportedLabel {
  index: number;
  stage: string;
  confidence: number;
}

export interface ImportedTranscript {
  conversationId: number;
  labels: ImportedLabel[];
  alerts: Alert[];
  summary: EngagementSummary | undefined;
}

export const engagementExists = (): EngineFailure => ({
  ok: false,
  errorKey: SUPERVISOR_ERROR_KEYS.engagementExists,
  message: 'This engagement id is taken.',
});

export interface ImportDependencies {
  db: Db;
  engine: EngineService;
  /** Where the imported conversation's summary is published after the commit; none for bulk loads. */
  events?: EngagementEventBus;
  /** The registry holding the pipeline's label and alert counters, which count imports too. */
  metrics?: Registry;
}

/**
 * Transcripts recorded elsewhere, imported after the call (`POST /api/v1/conversations`, and the demo data):
 * each message is labelled with the program's current model in order, reading only the messages before it (the
 * live path's causal labeller), checked against the compliance rules as it would have been live, given its
 * knowledge cards, and stored with its own time. The conversation is stored ended, with source `import`, in one
 * transaction with its messages, alerts and reporting rows, so that a refused or failed import leaves nothing.
 */
export const createConversationImport = ({ db, engine, events, metrics }: ImportDependencies) => {
  const counter = (name: string) => metrics?.getSingleMetric(name) as Counter<string> | undefined;

  return async (request: TranscriptImport): Promise<EngineResult<ImportedTranscript>> => {
    const { tenantId, engagementId, messages } = request;
    const first = messages[0];
    const last = messages.at(-1);
    if (!first || !last) throw new Error('A transcript has at least one message.');
    const program = await findEngineProgram(db.kysely, tenantId, request.programId);
    if (program?.status !== 'active') return FAILURES.unknownProgram();
    // Checked before the labelling, which costs; a concurrent import with the same id meets the unique index.
    if (await findConversation(db.kysely, tenantId, engagementId)) return engagementExists();
    const { stored, model } = await engine.programModel(
      db.kysely,
      tenantId,
      program.id,
      program.agent_only === 1,
    );

    // The live labeller and rule state, fed one message at a time: message N's label reads messages 1..N only.
    const labeller = model.startConversation();
    const rules = newRuleState();
    const rows: Omit<Insertable<ConversationMessageTable>, 'conversation_id'>[] = [];
    const breaches: (RuleBreach & { index: number; time: string })[] = [];
    for (const [index, message] of messages.entries()) {
      const answer = labeller.label({ from: message.from, content: message.content });
      for (const breach of checkRules(stored.rules, rules, { ...message, stage: answer.stage }))
        breaches.push({ ...breach, index, time: new Date(message.time).toISOString() });
      const recent = messages.slice(Math.max(0, index - CARD_CONTEXT + 1), index + 1).map((m) => m.content);
      const cards: KnowledgeCard[] = await engine.cards(db.kysely, tenantId, program.id, recent);
      rows.push({
        tenant_id: tenantId,
        message_index: index,
        from_speaker: message.from,
        content: message.content,
        stage: answer.stage,
        confidence: Math.round(answer.confidence * 1e4) / 1e4,
        evidence: JSON.stringify(roundedEvidence(answer.evidence)),
        cards: JSON.stringify(cards),
        created_date: new Date(message.time).toISOString(),
      });
    }
    const firstDate = rows[0]!.created_date;
    const lastRow = rows.at(-1)!;

    let saved: { conversationId: number; alerts: Alert[] };
    try {
      saved = await db.kysely.transaction().execute(async (trx) => {
        const { id: conversationId } = await trx
          .insertInto('conversation')
          .values({
            tenant_id: tenantId,
            program_id: program.id,
            engagement_id: engagementId,
            started_date: firstDate,
            ended_date: lastRow.created_date,
            status: 'ended',
            agent_user_id: request.agentUserId,
            agent_group: agentGroupAtStart(request.agentUserId),
            source: 'import',
            channel: request.channel,
            current_stage: lastRow.stage,
            last_message_from: lastRow.from_speaker,
            last_message_content: lastRow.content.slice(0, LAST_MESSAGE_PREVIEW),
            last_message_date: lastRow.created_date,
            message_count: rows.length,
            alert_count: breaches.length,
            first_message_date: firstDate,
            handle_ms: Date.parse(lastRow.created_date) - Date.parse(firstDate),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let start = 0; start < rows.length; start += INSERT_ROWS) {
          await trx
            .insertInto('conversation_message')
            .values(
              rows
                .slice(start, start + INSERT_ROWS)
                .map((row) => ({ ...row, conversation_id: conversationId })),
            )
            .execute();
        }
        const alerts: Alert[] = [];
        for (const breach of breaches) {
          const { id } = await trx
            .insertInto('compliance_alert')
            .values({
              tenant_id: tenantId,
              conversation_id: conversationId,
              rule_id: breach.rule.id,
              kind: breach.rule.kind,
              severity: breach.rule.severity,
              message_index: breach.index,
              message: breach.message,
              created_date: breach.time,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          alerts.push({
            id,
            engagementId,
            rule: breach.rule.id,
            kind: breach.rule.kind,
            severity: breach.rule.severity,
            index: breach.index,
            message: breach.message,
            createdDate: breach.time,
          });
        }
        await queueAlertWebhooks(trx, tenantId, alerts);
        await refreshConversationStages(trx, db.dialect, tenantId, conversationId, { replace: true });
        await enqueueWebhookEvents(trx, tenantId, 'conversation.imported', () =>
          engagementWebhookData(trx, tenantId, conversationId),
        );
        return { conversationId, alerts };
      });
    } catch (error) {
      // Imported twice at once: the later insert meets the unique (tenant, engagement id) index and rolls back.
      if (isUniqueViolation(error)) return engagementExists();
      throw error;
    }

    counter('engine_labels_total')?.inc({ source: 'import' }, rows.length);
    const alertCounter = counter('engine_alerts_total');
    for (const alert of saved.alerts) alertCounter?.inc({ kind: alert.kind, severity: alert.severity });
    const publish = events && request.publish !== false ? events : undefined;
    const summary = publish
      ? await findEngagementSummary(db.kysely, tenantId, saved.conversationId)
      : undefined;
    if (publish && summary) await publish.publish(tenantId, [{ type: 'engagement', data: summary }]);
    return {
      ok: true,
      conversationId: saved.conversationId,
      labels: rows.map((row) => ({ index: row.message_index, stage: row.stage, confidence: row.confidence })),
      alerts: saved.alerts,
      summary,
    };
  };
};

export type ConversationImport = ReturnType<typeof createConversationImport>;
