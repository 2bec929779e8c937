import { type ConversationTurn, createRetrieverInSlices, type Retriever } from '@parlance/knowledge';
import {
  defaultStageModel,
  type EvidenceItem,
  KNOWLEDGE_CARDS_MAX,
  type KnowledgeCard,
  STAGE_DEFAULTS,
  type StageDefaults,
  type StageModel as StoredStageModel,
} from '@parlance/shared';
import {
  type ConversationLabeller,
  type ConversationMessage,
  DEFAULT_TRAINING_CORPUS,
  prepareCorpus,
  type StageLabelAnswer,
  type StageModel,
  stageModelBytes,
  stageModelOf,
  trainingCorpusFor,
} from '@parlance/stage-model';
import type { Registry } from 'prom-client';
import type { Executor } from '../../db/database.js';
import { approximateBytes, createBoundedCache, MIB, registerCacheMetrics } from '../../lib/bounded-cache.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { findStageModel } from '../studio/stage-model.repository.js';
import { createStageModelTrainer, type StageModelTrainer } from './stage-model-trainer.js';

/** How long a program's triples are used before their stamp is checked again. */
const TRIPLE_STAMP_TTL_MS = 2_000;
/**
 * Bytes of programs' trained models kept (about 2 MB a program without examples); the least recently used is
 * dropped beyond it, and trained again when its program is next used.
 */
const MODEL_CACHE_BYTES = 64 * MIB;
/**
 * Bytes of live labellers kept (about 1–2 KB each); the least recently used is dropped beyond it, and rebuilt from
 * its stored messages should its conversation go on.
 */
const LABELLER_CACHE_BYTES = 16 * MIB;
/**
 * Bytes of programs' knowledge-card indexes kept (about 2 KB a triple and 4 bytes a character of its texts, as
 * measured at 1,000 and 50,000 triples: docs/PERFORMANCE.md); the
 * least recently used is dropped beyond it and built again at its program's next message. Large enough for one
 * program of 50,000 triples.
 */
const CARD_INDEX_CACHE_BYTES = 128 * MIB;
/**
 * Triples a program's new version may hold for a message to wait for its index (about 20 ms to build at 1,000);
 * a message on a larger version answers with the program's previous index while the new one builds.
 */
const CARD_INDEX_WAIT_TRIPLES = 1_000;

const programKey = (tenantId: number, programId: number) => `${tenantId}:${programId}`;

interface TripleIndex {
  stamp: string;
  checkedAt: number;
  /** The program's triples indexed for the knowledge retriever (`@parlance/knowledge`). */
  retriever: Retriever;
  /** The index's estimated size. */
  bytes: number;
}

interface LiveConversation {
  /** The model the labeller reads: a labeller never keeps a model the model cache has let go of alive. */
  model: StageModel;
  labeller: ConversationLabeller;
  lastStage: string | undefined;
  bytes: number;
}

/** A program's stored stage model and the best trained model at hand for it (older while its version trains). */
interface ProgramModel {
  stored: StoredStageModel;
  model: StageModel;
  /** Bytes of `model`'s own data (0 for the shared default model). */
  modelBytes: number;
}

/** Rough bytes of a live labeller: its beliefs, last message and evidence. */
const labellerBytes = (model: StageModel, message: ConversationMessage, answer: StageLabelAnswer) =>
  512 +
  48 * model.stages.length +
  2 * message.content.length +
  answer.evidence.reduce((bytes, item) => bytes + 64 + 2 * item.example.length, 0);

export interface EngineServiceOptions {
  /** The app's Prometheus registry: the engine's caches are reported in it (bytes and entries). */
  metrics?: Registry;
  modelCacheBytes?: number;
  labellerCacheBytes?: number;
  cardIndexCacheBytes?: number;
  /** How long a program's triples are used before their stamp is checked again (2 s). */
  tripleStampTtlMs?: number;
  /** Trains programs' models (a worker thread by default). */
  trainer?: StageModelTrainer;
}

export interface EngineService {
  /**
   * The program's stored stage model and the model to label with, without waiting for a training: the trained
   * model of the stored version when at hand; while that version trains (after a save, here or on another
   * instance, or after its model was dropped from the cache), the program's previous model, or the default model.
   * Reads only the stored version when that version is known; `storedVersion`, the version the caller read
   * already (0 when the program has none stored), spares that read. A program never saved uses the default model,
   * trained once a process and shared.
   */
  programModel(
    db: Executor,
    tenantId: number,
    programId: number,
    agentOnly: boolean,
    storedVersion?: number,
  ): Promise<{ stored: StoredStageModel; model: StageModel }>;
  /**
   * As `programModel`, but waits for the stored version's training: for Studio's label endpoint and test runs,
   * which measure the model as saved.
   */
  currentModel(
    db: Executor,
    tenantId: number,
    programId: number,
    agentOnly: boolean,
  ): Promise<{ stored: StoredStageModel; model: StageModel }>;
  /**
   * Starts training a program's stored model on the training thread (call when a program is created or its stage
   * model saved); messages meanwhile use its previous model. Resolves once the model is in use.
   */
  retrain(tenantId: number, programId: number, stored: StoredStageModel): Promise<void>;
  /** The program's training under way, if any: resolves once its model is in use. */
  training(tenantId: number, programId: number): Promise<unknown> | undefined;
  /**
   * Holds trainings not yet started until the answered function is called (a drain, or a test that sees a message
   * answered while its model trains).
   */
  holdTraining(): () => void;
  /**
   * Trains the default corpus's regression in slices (once a process; `server.ts` starts it after listening)
   * and the default model on the training thread; every model waits for them, so that no training holds the event
   * loop.
   */
  warm(): Promise<void>;
  /** Stops the training thread. */
  close(): Promise<void>;
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
  /**
   * Indexes the program's triples as they now stand (call when they are saved), in slices off the hot path;
   * resolves once the index is in use. A message meanwhile waits for it only if the program holds at most 1,000
   * triples, and otherwise answers with the program's previous index.
   */
  indexTriples(db: Executor, tenantId: number, programId: number): Promise<void>;
  /** The program's triples the last of the recent messages asks for, best first, at most 5, each with its reason. */
  cards(
    db: Executor,
    tenantId: number,
    programId: number,
    recent: readonly ConversationTurn[],
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

/** The stored stage model's version, when a caller does not know it (an engagement's start): compiled once. */
const storedModelVersion = reusableQuery(
  (db: Executor, tenantId: number, programId: number) =>
    db
      .selectFrom('stage_model')
      .select('version')
      .where('tenant_id', '=', tenantId)
      .where('program_id', '=', programId),
  [-0x7fff_fff1, -0x7fff_fff2] as [number, number],
);

export const createEngineService = (options: EngineServiceOptions = {}): EngineService => {
  const trainer = options.trainer ?? createStageModelTrainer();
  const live = createBoundedCache<number, LiveConversation>({
    name: 'engine_labellers',
    maxBytes: options.labellerCacheBytes ?? LABELLER_CACHE_BYTES,
    sizeOf: (conversation) => conversation.bytes,
  });
  const models = createBoundedCache<string, ProgramModel>({
    name: 'engine_models',
    maxBytes: options.modelCacheBytes ?? MODEL_CACHE_BYTES,
    sizeOf: (entry, key) => entry.modelBytes + approximateBytes(entry.stored) + 2 * key.length,
  });
  if (options.metrics) {
    registerCacheMetrics(options.metrics, models.cacheName, models);
    registerCacheMetrics(options.metrics, live.cacheName, live);
  }
  const tripleStampTtl = options.tripleStampTtlMs ?? TRIPLE_STAMP_TTL_MS;
  const triples = createBoundedCache<string, TripleIndex>({
    name: 'engine_card_indexes',
    maxBytes: options.cardIndexCacheBytes ?? CARD_INDEX_CACHE_BYTES,
    sizeOf: (index) => index.bytes,
  });
  if (options.metrics) registerCacheMetrics(options.metrics, triples.cacheName, triples);

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

  /** Indexes being built, by program: messages meanwhile wait for the same build (one a triples version). */
  const building = new Map<string, { stamp: string; index: Promise<TripleIndex> }>();
  /** The build of the program's version `stamp`: the one under way, or a new one. */
  const buildOf = (db: Executor, tenantId: number, programId: number, stamp: string, now: number) => {
    const key = programKey(tenantId, programId);
    const running = building.get(key);
    if (running && running.stamp === stamp) return running.index;
    const index = buildTripleIndex(db, tenantId, programId, stamp, now);
    const entry = { stamp, index };
    building.set(key, entry);
    const done = () => {
      if (building.get(key) === entry) building.delete(key);
    };
    index.then(done, done);
    return index;
  };
  /**
   * The index of the program's version `stamp` when at hand; else its build, waited for when the version is small
   * or no earlier index is at hand, and otherwise the previous index while it builds.
   */
  const indexOf = (db: Executor, tenantId: number, programId: number, stamp: string, now: number) => {
    const current = triples.get(programKey(tenantId, programId));
    if (current && current.stamp === stamp) {
      current.checkedAt = now;
      return current;
    }
    const index = buildOf(db, tenantId, programId, stamp, now);
    if (!current || Number(stamp.split('/')[0]) <= CARD_INDEX_WAIT_TRIPLES) return index;
    // Its failure is the next message's to see (that message builds it again).
    index.catch(() => undefined);
    return current;
  };
  const tripleIndex = async (db: Executor, tenantId: number, programId: number): Promise<TripleIndex> => {
    const cached = triples.get(programKey(tenantId, programId));
    const now = Date.now();
    if (cached && now - cached.checkedAt < tripleStampTtl && !building.has(programKey(tenantId, programId)))
      return cached;
    const stamp = await tripleStamp(db, tenantId, programId);
    // Looked up after the stamp is read: a build of this version may have ended meanwhile.
    return indexOf(db, tenantId, programId, stamp, now);
  };
  const buildTripleIndex = async (
    db: Executor,
    tenantId: number,
    programId: number,
    stamp: string,
    now: number,
  ): Promise<TripleIndex> => {
    const rows = await db
      .selectFrom('triple')
      .select(['subject', 'predicate', 'object', 'aliases', 'questions'])
      .where('tenant_id', '=', tenantId)
      .where('program_id', '=', programId)
      .orderBy('id')
      .execute();
    // Built in slices: a large graph does not hold the event loop while it is indexed.
    const retriever = await createRetrieverInSlices(
      rows.map((row) => ({
        subject: row.subject,
        predicate: row.predicate,
        object: row.object,
        aliases: JSON.parse(row.aliases) as string[],
        questions: JSON.parse(row.questions) as string[],
      })),
    );
    let characters = 0;
    for (const row of rows)
      characters +=
        row.subject.length +
        row.predicate.length +
        row.object.length +
        row.aliases.length +
        row.questions.length;
    const index = { stamp, checkedAt: now, retriever, bytes: 1024 + 2048 * rows.length + 4 * characters };
    triples.set(programKey(tenantId, programId), index);
    return index;
  };

  // The default models, one for each choice of stage defaults: that of every program never saved (version 0) of a
  // tenant of that choice, trained once a process (on the training thread) and shared. The insurance model waits
  // for the default corpus's regression too; the neutral one learns from its examples alone (no corpus).
  const defaultModels = new Map<StageDefaults, Promise<StageModel>>();
  const warmModel = (defaults: StageDefaults) => {
    let model = defaultModels.get(defaults);
    if (!model) {
      const definition = definitionOf(defaultStageModel(false, defaults));
      const corpus = trainingCorpusFor(definition);
      model = (async () => {
        const [data] = await Promise.all([trainer.train(definition), prepareCorpus(corpus)]);
        return stageModelOf(data, corpus);
      })();
      model.catch(() => {
        defaultModels.delete(defaults);
      });
      defaultModels.set(defaults, model);
    }
    return model;
  };
  /**
   * The default model that stands in for a stored model until it is trained: that of its corpus (the insurance
   * stages' default corpus, or none), which for a version 0 is its tenant's default model itself.
   */
  const defaultsOf = (stored: StoredStageModel): StageDefaults =>
    trainingCorpusFor(stored) === DEFAULT_TRAINING_CORPUS ? 'insurance' : 'general';

  let hold: Promise<void> | undefined;
  const trainings = new Map<string, { version: number; done: Promise<StageModel> }>();
  /** Trains a stored version on the training thread and puts it in use, unless a newer one is in use by then. */
  const train = (key: string, stored: StoredStageModel): Promise<StageModel> => {
    const running = trainings.get(key);
    if (running && running.version >= stored.version) return running.done;
    const done = (async () => {
      while (hold) await hold;
      const data = await trainer.train(definitionOf(stored));
      await warmModel(defaultsOf(stored));
      const model = stageModelOf(data, trainingCorpusFor(stored));
      const current = models.peek(key);
      if (!current || current.model.version < model.version) {
        const newer = current && current.stored.version > stored.version;
        models.set(key, {
          stored: newer ? current.stored : stored,
          model,
          modelBytes: stageModelBytes(data),
        });
      }
      return model;
    })().finally(() => {
      if (trainings.get(key)?.done === done) trainings.delete(key);
    });
    trainings.set(key, { version: stored.version, done });
    return done;
  };

  /** Makes `stored` the program's stored model, labelling with what is at hand until its training ends. */
  const adopt = (key: string, stored: StoredStageModel, fallback: StageModel): ProgramModel => {
    const cached = models.peek(key);
    if (cached && cached.stored.version >= stored.version) return cached;
    if (stored.version === 0) {
      const entry = { stored, model: fallback, modelBytes: 0 };
      models.set(key, entry);
      return entry;
    }
    const entry = { stored, model: cached?.model ?? fallback, modelBytes: cached?.modelBytes ?? 0 };
    models.set(key, entry);
    train(key, stored).catch(() => {
      // Tried again at the program's next message (`programModel` finds the version still untrained).
    });
    return entry;
  };

  const programModel: EngineService['programModel'] = async (
    db,
    tenantId,
    programId,
    agentOnly,
    storedVersion,
  ) => {
    const key = programKey(tenantId, programId);
    const version =
      storedVersion ??
      (await db.executeQuery(storedModelVersion(db, tenantId, programId))).rows[0]?.version ??
      0;
    const cached = models.get(key);
    if (cached && cached.stored.version === version) {
      if (cached.model.version !== version && version !== 0 && !trainings.has(key))
        train(key, cached.stored).catch(() => {});
      return cached;
    }
    const stored = await findStageModel(db, tenantId, programId, agentOnly);
    return adopt(key, stored, await warmModel(defaultsOf(stored)));
  };

  return {
    warm: async () => {
      await Promise.all(STAGE_DEFAULTS.map(warmModel));
    },
    programModel,
    async currentModel(db, tenantId, programId, agentOnly) {
      const entry = await programModel(db, tenantId, programId, agentOnly);
      if (entry.model.version === entry.stored.version) return entry;
      return { stored: entry.stored, model: await train(programKey(tenantId, programId), entry.stored) };
    },
    retrain: async (tenantId, programId, stored) => {
      const fallback = await warmModel(defaultsOf(stored));
      const key = programKey(tenantId, programId);
      const entry = adopt(key, stored, fallback);
      if (entry.model.version !== entry.stored.version) await train(key, entry.stored);
    },
    training: (tenantId, programId) => trainings.get(programKey(tenantId, programId))?.done,
    holdTraining() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = held;
      return () => {
        if (hold === held) hold = undefined;
        release();
      };
    },
    close: () => trainer.close(),
    async labelNext(conversationId, model, message, history, storedCount) {
      let conversation = live.get(conversationId);
      if (!conversation || conversation.model !== model || conversation.labeller.count !== storedCount) {
        const past = await history();
        conversation = {
          model,
          labeller: model.startConversation(past.messages),
          lastStage: past.lastStage,
          bytes: 0,
        };
      }
      const answer = conversation.labeller.label(message);
      const stageChanged = conversation.lastStage !== answer.stage;
      conversation.lastStage = answer.stage;
      conversation.bytes = labellerBytes(model, message, answer);
      // Set again, so that its size and recency are counted.
      live.set(conversationId, conversation);
      return { answer, stageChanged };
    },
    forget: (conversationId) => {
      live.delete(conversationId);
    },
    async indexTriples(db, tenantId, programId) {
      const stamp = await tripleStamp(db, tenantId, programId);
      const current = triples.get(programKey(tenantId, programId));
      if (current && current.stamp === stamp) return;
      const built = await buildOf(db, tenantId, programId, stamp, Date.now());
      // Checked again once built (a large build takes seconds): the next message need not check it.
      const now = Date.now();
      if ((await tripleStamp(db, tenantId, programId)) === stamp) built.checkedAt = now;
    },
    async cards(db, tenantId, programId, recent) {
      const index = await tripleIndex(db, tenantId, programId);
      // Who said each message is read too: a caller's reply to the agent asking back, or a yes to the agent
      // offering a fact, asks what the agent's message says.
      return index.retriever
        .cards(recent, { max: KNOWLEDGE_CARDS_MAX })
        .map(({ subject, predicate, object, reason }) => ({ subject, predicate, object, reason }));
    },
  };
};
