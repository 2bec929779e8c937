/** The stage model library: what the engine module and the Studio test sets use. */
export { FLOATING_STAGES } from '@parlance/shared';
export { type CorpusPhrase, DEFAULT_CORPUS } from './corpus/default-corpus.js';
export { DEFAULT_TRAINING_CORPUS, NO_CORPUS, trainingCorpusFor } from './corpus/default-training.js';
export type { TrainingConversation, TrainingMessage } from './corpus/training-format.js';
export {
  type Evaluation,
  evaluate,
  type LabelledConversation,
  type LabelledMessage,
  type StageScore,
  type WrongLabel,
} from './evaluate.js';
export {
  type ConversationLabeller,
  type ConversationMessage,
  type Corpus,
  DEFAULT_STAGE_MODEL_OPTIONS,
  DEFAULT_STAGE_ORDER,
  type Evidence,
  prepareCorpus,
  type Speaker,
  type StageDefinition,
  type StageLabelAnswer,
  type StageModel,
  type StageModelDefinition,
  type StageModelOptions,
  stageModelBytes,
  stageModelOf,
  stageModelTransferList,
  type TrainedStageModel,
  trainStageModel,
  trainStageModelData,
} from './stage-model.js';
export { createStageModelStore, type StageModelStore } from './stage-model-store.js';
