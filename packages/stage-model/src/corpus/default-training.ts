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
