/**
 * Keeps one trained stage model per program and retrains it when the program's stage model is saved with a new
 * version: the next label after a save uses the new version. Pure; the engine calls it on each message and on
 * each save.
 */
import type { CorpusPhrase } from './corpus/default-corpus.js';
import {
  type Corpus,
  type StageModel,
  type StageModelDefinition,
  type StageModelOptions,
  trainStageModel,
} from './stage-model.js';

export interface StageModelStore {
  /** The program's model for this definition: the cached one when the version matches, else a new training. */
  modelFor(programKey: string, definition: StageModelDefinition): StageModel;
  /** Trains at once (call on save, so that the first message after it does not wait for the training). */
  retrain(programKey: string, definition: StageModelDefinition): StageModel;
  forget(programKey: string): void;
  readonly size: number;
}

export const createStageModelStore = (
  defaultCorpus: readonly CorpusPhrase[] | Corpus,
  options: Partial<StageModelOptions> = {},
): StageModelStore => {
  const models = new Map<string, StageModel>();
  const retrain = (programKey: string, definition: StageModelDefinition) => {
    const model = trainStageModel(definition, defaultCorpus, options);
    models.set(programKey, model);
    return model;
  };
  return {
    modelFor: (programKey, definition) => {
      const cached = models.get(programKey);
      if (cached && cached.version === (definition.version ?? 0)) return cached;
      return retrain(programKey, definition);
    },
    retrain,
    forget: (programKey) => {
      models.delete(programKey);
    },
    get size() {
      return models.size;
    },
  };
};
