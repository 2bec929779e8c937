import {
  type EvidenceItem,
  KNOWLEDGE_CARDS_MAX,
  type KnowledgeCard,
  type StageModel as StoredStageModel,
} from '@parlance/shared';
import {
  type ConversationLabeller,
  type ConversationMessage,
  createStageModelStore,
  DEFAULT_TRAINING_CORPUS,
  prepareCorpus,
  type StageLabelAnswer,
  type StageModel,
} from '@parlance/stage-model';
import type { Executor } from '../../db/database.js';
import { findStageModel } from '../studio/stage-model.repository.js';

/** How long a program's triples are used before their stamp is checked again. */
const TRIPLE_STAMP_TTL_MS = 2_000;
/** Knowledge cards look at the words of this many last messages; the newest weighs most. */
const CARD_MESSAGES = 3;
/** Longest subject or object, in words, that a message is searched for. */
const CARD_PHRASE_WORDS = 8;
/** Live labellers kept; the oldest is dropped beyond this (it is rebuilt from the stored messages if needed). */
const LIVE_CONVERSATIONS_MAX = 10_000;

const programKey = (tenantId: number, programId: number) => `${tenantId}:${programId}`;

const cardWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface TripleIndex {
  stamp: string;
  checkedAt: number;
  /** Lower-cased subject or object, words joined by a space → the triples naming it. */
  byPhrase: Map<string, { card: KnowledgeCard; side: 'subject' | 'object' }[]>;
}

interface LiveConversation {
  version: number;
  labeller: ConversationLabeller;
  lastStage: string | undefined;
}

export interface EngineService {
  /**
   * The program's stored stage model and its trained model. Reads only the stored version when the trained model
   * of that version is at hand; otherwise reads the model and trains (another instance's save is seen here).
   * `storedVersion`, the version the caller read already (0 when the program has none stored), spares that read.
   */
  programModel(
    db: Executor,
    tenantId: number,
    programId: number,
    agentOnly: boolean,
    storedVersion?: number,
  ): Promise<{ stored: StoredStageModel; model: StageModel }>;
  /**
   * Trains a saved version in a turn of the event loop after the save's answer, so that the next message does not
   * wait for the training.
   */
  retrain(tenantId: number, programId: number, stored: StoredStageModel): Promise<void>;
  /**
   * Trains the default corpus's regression in slices (once a process; `server.ts` starts it after listening);
   * every model waits for it, so that no training of it holds the event loop.
   */
  warm(): Promise<void>;
  /**
   * Labels the next message of a conversation. `history` is read only when no live labeller of this version
   * and length exists (after a restart, a resume, a retraining or a message labelled by another instance).
   */
  labelNext(
    conversationId: number,
    model: StageModel,
    message: ConversationMessage,
    history: () => Promise<{ messages: ConversationMessage[]; lastStage: string | undefined }>,
    storedCount: number,
  ): Promise<{ answer: StageLabelAnswer; stageChanged: boolean }>;
  /** Forgets a conversation's live labeller (ended, or its message could not be stored). */
  forget(conversationId: number): void;
  /** The program's triples whose subject or object the last messages mention, best first, at most 5. */
  cards(
    db: Executor,
    tenantId: number,
    programId: number,
    recent: readonly string[],
  ): Promise<KnowledgeCard[]>;
}

export const definitionOf = (stored: StoredStageModel) => ({
  version: stored.version,
  stages: stored.stages.map((stage) => ({
    label: stage.label,
    enabled: stage.enabled,
    examples: stage.examples,
  })),
  order: stored.order,
});

export const roundedEvidence = (evidence: readonly EvidenceItem[]): EvidenceItem[] =>
  evidence.map((item) => ({
    example: item.example,
    stage: item.stage,
    score: Math.round(item.score * 1e4) / 1e4,
  }));

export const createEngineService = (): EngineService => {
  const store = createStageModelStore(DEFAULT_TRAINING_CORPUS);
  const warm = () => prepareCorpus(DEFAULT_TRAINING_CORPUS);
  const live = new Map<number, LiveConversation>();
  const triples = new Map<string, TripleIndex>();

  const tripleStamp = async (db: Executor, tenantId: number, programId: number) => {
    const row = await db
      .selectFrom('triple')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('id').as('maxId'),
        eb.fn.max('last_modified_date').as('modified'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('program_id', '=', programId)
      .executeTakeFirst();
    return `${row?.count ?? 0}/${row?.maxId ?? 0}/${row?.modified ?? ''}`;
  };

  const tripleIndex = async (db: Executor, tenantId: number, programId: number): Promise<TripleIndex> => {
    const key = programKey(tenantId, programId);
    const cached = triples.get(key);
    const now = Date.now();
    if (cached && now - cached.checkedAt < TRIPLE_STAMP_TTL_MS) return cached;
    const stamp = await tripleStamp(db, tenantId, programId);
    if (cached && cached.stamp === stamp) {
      cached.checkedAt = now;
      return cached;
    }
    const rows = await db
      .selectFrom('triple')
      .select(['subject', 'predicate', 'object'])
      .where('tenant_id', '=', tenantId)
      .where('program_id', '=', programId)
      .orderBy('id')
      .execute();
    const byPhrase: TripleIndex['byPhrase'] = new Map();
    const add = (phrase: string, card: KnowledgeCard, side: 'subject' | 'object') => {
      const words = cardWords(phrase);
      if (words.length === 0 || words.length > CARD_PHRASE_WORDS) return;
      const joined = words.join(' ');
      const list = byPhrase.get(joined) ?? [];
      list.push({ card, side });
      byPhrase.set(joined, list);
    };
    for (const row of rows) {
      const card = { subject: row.subject, predicate: row.predicate, object: row.object };
      add(row.subject, card, 'subject');
      add(row.object, card, 'object');
    }
    const index = { stamp, checkedAt: now, byPhrase };
    triples.set(key, index);
    return index;
  };

  const models = new Map<string, { stored: StoredStageModel; model: StageModel }>();

  return {
    warm,
    async programModel(db, tenantId, programId, agentOnly, storedVersion) {
      await warm();
      const key = programKey(tenantId, programId);
      const version =
        storedVersion ??
        (
          await db
            .selectFrom('stage_model')
            .select('version')
            .where('tenant_id', '=', tenantId)
            .where('program_id', '=', programId)
            .executeTakeFirst()
        )?.version ??
        0;
      const cached = models.get(key);
      if (cached && cached.stored.version === version) return cached;
      const stored = await findStageModel(db, tenantId, programId, agentOnly);
      const entry = { stored, model: store.modelFor(key, definitionOf(stored)) };
      models.set(key, entry);
      return entry;
    },
    retrain: async (tenantId, programId, stored) => {
      await warm();
      await new Promise((resolve) => setImmediate(resolve));
      const key = programKey(tenantId, programId);
      models.set(key, { stored, model: store.retrain(key, definitionOf(stored)) });
    },
    async labelNext(conversationId, model, message, history, storedCount) {
      let conversation = live.get(conversationId);
      if (
        !conversation ||
        conversation.version !== model.version ||
        conversation.labeller.count !== storedCount
      ) {
        const past = await history();
        conversation = {
          version: model.version,
          labeller: model.startConversation(past.messages),
          lastStage: past.lastStage,
        };
        live.delete(conversationId);
        live.set(conversationId, conversation);
        if (live.size > LIVE_CONVERSATIONS_MAX) live.delete(live.keys().next().value as number);
      }
      const answer = conversation.labeller.label(message);
      const stageChanged = conversation.lastStage !== answer.stage;
      conversation.lastStage = answer.stage;
      return { answer, stageChanged };
    },
    forget: (conversationId) => {
      live.delete(conversationId);
    },
    async cards(db, tenantId, programId, recent) {
      const index = await tripleIndex(db, tenantId, programId);
      if (index.byPhrase.size === 0) return [];
      const scores = new Map<KnowledgeCard, number>();
      recent.slice(-CARD_MESSAGES).forEach((text, i, all) => {
        const weight = 2 ** (i - all.length + 1);
        const words = cardWords(text);
        const seen = new Set<string>();
        for (let start = 0; start < words.length; start++) {
          let phrase = '';
          for (let length = 1; length <= CARD_PHRASE_WORDS && start + length <= words.length; length++) {
            phrase = length === 1 ? words[start]! : `${phrase} ${words[start + length - 1]}`;
            if (seen.has(phrase)) continue;
            const matches = index.byPhrase.get(phrase);
            if (!matches) continue;
            seen.add(phrase);
            for (const { card, side } of matches) {
              const score = weight * length * (side === 'subject' ? 1.2 : 1);
              scores.set(card, (scores.get(card) ?? 0) + score);
            }
          }
        }
      });
      return [...scores.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, KNOWLEDGE_CARDS_MAX)
        .map(([card]) => card);
    },
  };
};
