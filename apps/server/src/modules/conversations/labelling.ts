import type { ConversationTurn } from '@parlance/knowledge';
import type { ComplianceRule, KnowledgeCard, Speaker } from '@parlance/shared';
import type { StageLabelAnswer } from '@parlance/stage-model';
import type { Executor } from '../../db/database.js';
import { type EngineService, roundedEvidence } from '../engine/engine.service.js';
import { checkRules, type RuleState } from './compliance.js';
import type { Breach } from './conversation-writer.js';

/** Messages a knowledge card looks at, the current one included: as many as the retriever reads. */
export const CARD_CONTEXT = 8;

/** A message as the labelling step gives it to the writer. */
export interface LabelledMessage {
  stage: string;
  /** Rounded to four places, as stored and answered. */
  confidence: number;
  evidence: ReturnType<typeof roundedEvidence>;
  cards: KnowledgeCard[];
  /** The compliance rules it broke (each once a conversation: `state` remembers those raised). */
  breaches: Breach[];
}

/**
 * The one labelling step after the stage model's answer, for a live message and each message of an imported
 * transcript alike: the compliance rules checked on the label (and `state` moved on), the evidence and confidence
 * rounded as stored, and the knowledge cards of the program for the recent messages (`recent` ends with this one,
 * at most CARD_CONTEXT of them).
 */
export const completeLabel = async (
  engine: EngineService,
  db: Executor,
  input: {
    tenantId: number;
    programId: number;
    rules: readonly ComplianceRule[];
    state: RuleState;
    message: { from: Speaker; content: string };
    answer: StageLabelAnswer;
    recent: readonly ConversationTurn[];
  },
): Promise<LabelledMessage> => {
  const { answer } = input;
  const breaches = checkRules(input.rules, input.state, { ...input.message, stage: answer.stage });
  const cards = await engine.cards(db, input.tenantId, input.programId, input.recent.slice(-CARD_CONTEXT));
  return {
    stage: answer.stage,
    confidence: Math.round(answer.confidence * 1e4) / 1e4,
    evidence: roundedEvidence(answer.evidence),
    cards,
    breaches,
  };
};
