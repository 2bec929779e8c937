import {
  type StageModelDefinition,
  type TrainedStageModel,
  trainingCorpusFor,
  trainStageModelData,
} from '@parlance/stage-model';
import { createJobThread } from '../../lib/job-thread.js';
import { threadEntry } from '../../lib/thread-entry.js';

/** Trains programs' stage models away from the event loop. */
export interface StageModelTrainer {
  train(definition: StageModelDefinition): Promise<TrainedStageModel>;
  /** Whether trainings still run on the thread (false once it has failed and they run inline). */
  onThread(): boolean;
  close(): Promise<void>;
}

// The training thread (`lib/thread-entry.ts`: built, or from source with tsx's loader).
const WORKER_URL = threadEntry(import.meta.url, 'stage-model-training.worker');

/**
 * A thread idle this long is stopped: its isolate, corpus and feature cache hold tens of megabytes, and trainings
 * come seldom (a save, a new program, a model dropped from the cache). Starting it again takes a few hundred
 * milliseconds, on the thread.
 */
const IDLE_MS = 10_000;

/** A training on the event loop, in a task of its own: what runs when the thread cannot. */
const trainInline = (definition: StageModelDefinition) =>
  new Promise<TrainedStageModel>((resolve, reject) =>
    setImmediate(() => {
      try {
        resolve(trainStageModelData(definition, trainingCorpusFor(definition)));
      } catch (error) {
        reject(error as Error);
      }
    }),
  );

/**
 * A worker thread that trains one model at a time. It is started at a training and stopped when idle; it holds
 * the process open only while a training is pending. Should the thread fail, its pending trainings and the later
 * ones run on the event loop instead, each in a task of its own, so that labels keep coming.
 */
export const createStageModelTrainer = (): StageModelTrainer => {
  const thread = createJobThread<
    StageModelDefinition,
    TrainedStageModel,
    { id: number; data?: TrainedStageModel; error?: string },
    undefined
  >({
    entry: () => WORKER_URL,
    idleMs: IDLE_MS,
    message: (id, definition) => ({ id, definition }),
    state: () => undefined,
    receive: (reply) =>
      reply.data
        ? { result: reply.data }
        : { error: new Error(reply.error ?? 'stage model training failed') },
    inline: trainInline,
    closedMessage: 'the stage model trainer was closed',
  });
  return { train: thread.run, onThread: thread.onThread, close: thread.close };
};
