import { FLOATING_STAGES } from '@parlance/shared';
import type { Corpus } from '../stage-model.js';
import { DEFAULT_CORPUS } from './default-corpus.js';
import { TRAINING_CONVERSATIONS } from './training-conversations.js';
import { TRAINING_CONVERSATIONS_B } from './training-conversations-b.js';
import { TRAINING_CONVERSATIONS_C } from './training-conversations-c.js';
import { TRAINING_CONVERSATIONS_D } from './training-conversations-d.js';
import { TRAINING_CONVERSATIONS_E } from './training-conversations-e.js';

/**
 * What every program's model learns from besides its own examples: the default corpus's phrases and the labelled
 * training conversations (for the regression's context features and the learnt stage transitions).
 */
export const DEFAULT_TRAINING_CORPUS: Corpus = {
  phrases: DEFAULT_CORPUS,
  conversations: [
    ...TRAINING_CONVERSATIONS,
    ...TRAINING_CONVERSATIONS_B,
    ...TRAINING_CONVERSATIONS_C,
    ...TRAINING_CONVERSATIONS_D,
    ...TRAINING_CONVERSATIONS_E,
  ],
};

/** A corpus of nothing: a model trained on it learns from its program's examples alone. */
export const NO_CORPUS: Corpus = { phrases: [], conversations: [] };

/** The phase stages the default corpus teaches (the spec's stages but Not in Anchor and Other, which are generic). */
const CORPUS_PHASE_STAGES = new Set(
  DEFAULT_CORPUS.map((phrase) => phrase.stage).filter((stage) => !FLOATING_STAGES.includes(stage)),
);

/**
 * What a program's model learns from besides its examples: the default corpus when the model has one of the
 * corpus's phase stages enabled (the spec's insurance stages); otherwise nothing, so that a model of other stages
 * (a `general` tenant's neutral ones) reads no insurance phrase, shows none as evidence and weighs its own
 * examples in full.
 */
export const trainingCorpusFor = (definition: {
  stages: readonly { label: string; enabled: boolean }[];
}): Corpus =>
  definition.stages.some((stage) => stage.enabled && CORPUS_PHASE_STAGES.has(stage.label))
    ? DEFAULT_TRAINING_CORPUS
    : NO_CORPUS;
