import { Worker } from 'node:worker_threads';
import {
  type StageModelDefinition,
  type TrainedStageModel,
  trainingCorpusFor,
  trainStageModelData,
} from '@parlance/stage-model';
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

/**
 * A worker thread that trains one model at a time. It is started at a training and stopped when idle; it holds
 * the process open only while a training is pending. Should the thread fail, its pending trainings and the later
 * ones run on the event loop instead, each in a task of its own, so that labels keep coming.
 */
export const createStageModelTrainer = (): StageModelTrainer => {
  let worker: Worker | undefined;
  let failed = false;
  let next = 0;
  let idle: NodeJS.Timeout | undefined;
  const pending = new Map<
    number,
    {
      definition: StageModelDefinition;
      resolve: (data: TrainedStageModel) => void;
      reject: (e: Error) => void;
    }
  >();

  const inline = (definition: StageModelDefinition) =>
    new Promise<TrainedStageModel>((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(trainStageModelData(definition, trainingCorpusFor(definition)));
        } catch (error) {
          reject(error as Error);
        }
      }),
    );

  const fail = (from: Worker) => {
    if (worker !== from) return;
    worker = undefined;
    failed = true;
    const orphans = [...pending.values()];
    pending.clear();
    for (const job of orphans) inline(job.definition).then(job.resolve, job.reject);
  };

  const start = () => {
    const started = new Worker(WORKER_URL);
    started.on('message', (reply: { id: number; data?: TrainedStageModel; error?: string }) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) {
        started.unref();
        idle = setTimeout(() => {
          if (worker !== started || pending.size > 0) return;
          worker = undefined;
          void started.terminate();
        }, IDLE_MS);
        idle.unref();
      }
      if (reply.data) job.resolve(reply.data);
      else job.reject(new Error(reply.error ?? 'stage model training failed'));
    });
    started.on('error', () => fail(started));
    started.on('exit', () => fail(started));
    return started;
  };

  return {
    train(definition) {
      if (failed) return inline(definition);
      clearTimeout(idle);
      worker ??= start();
      worker.ref();
      const id = next++;
      const running = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { definition, resolve, reject });
        running.postMessage({ id, definition });
      });
    },
    onThread: () => !failed,
    async close() {
      clearTimeout(idle);
      const running = worker;
      worker = undefined;
      failed = true;
      for (const job of pending.values()) job.reject(new Error('the stage model trainer was closed'));
      pending.clear();
      await running?.terminate();
    },
  };
};
