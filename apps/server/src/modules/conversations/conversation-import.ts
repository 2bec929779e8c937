import { type Alert, type EngagementSummary, type Speaker, SUPERVISOR_ERROR_KEYS } from '@parlance/shared';
import type { Counter, Registry } from 'prom-client';
import type { Db } from '../../db/database.js';
import type { EngagementEventBus } from '../../events/event-bus.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { EngineService } from '../engine/engine.service.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { newRuleState } from './compliance.js';
import { findConversation, findEngagementSummary } from './conversation.repository.js';
import { storeTranscript, type TranscriptMessage } from './conversation-writer.js';
import { type EngineFailure, type EngineResult, FAILURES } from './engagement.pipeline.js';
import { CARD_CONTEXT, completeLabel } from './labelling.js';

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

    // The live labeller and rule state, fed one message at a time: message N's label reads messages 1..N only,
    // and goes through the live path's labelling step.
    const labeller = model.startConversation();
    const rules = newRuleState();
    const labelled: TranscriptMessage[] = [];
    for (const [index, message] of messages.entries()) {
      const { stage, confidence, evidence, cards, breaches } = await completeLabel(engine, db.kysely, {
        tenantId,
        programId: program.id,
        rules: stored.rules,
        state: rules,
        message,
        answer: labeller.label({ from: message.from, content: message.content }),
        recent: messages.slice(Math.max(0, index - CARD_CONTEXT + 1), index + 1),
      });
      labelled.push({
        from: message.from,
        content: message.content,
        stage,
        confidence,
        evidence: JSON.stringify(evidence),
        cards: JSON.stringify(cards),
        time: new Date(message.time).toISOString(),
        breaches,
      });
    }

    let saved: { conversationId: number; alerts: Alert[] };
    try {
      saved = await storeTranscript(db.kysely, db.dialect, {
        tenantId,
        engagementId,
        programId: program.id,
        agentUserId: request.agentUserId,
        channel: request.channel,
        messages: labelled,
      });
    } catch (error) {
      // Imported twice at once: the later insert meets the unique (tenant, engagement id) index and rolls back.
      if (isUniqueViolation(error)) return engagementExists();
      throw error;
    }

    counter('engine_labels_total')?.inc({ source: 'import' }, labelled.length);
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
      labels: labelled.map((row, index) => ({ index, stage: row.stage, confidence: row.confidence })),
      alerts: saved.alerts,
      summary,
    };
  };
};

export type ConversationImport = ReturnType<typeof createConversationImport>;
