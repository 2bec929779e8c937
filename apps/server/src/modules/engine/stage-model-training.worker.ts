/**
 * The stage model's training thread: trains a program's model from its definition and the default corpus, and
 * sends it back as data, its buffers transferred. One training at a time, in the order asked.
 */
import { parentPort } from 'node:worker_threads';
import {
  DEFAULT_TRAINING_CORPUS,
  type StageModelDefinition,
  stageModelTransferList,
  trainStageModelData,
} from '@parlance/stage-model';

parentPort?.on('message', ({ id, definition }: { id: number; definition: StageModelDefinition }) => {
  try {
    const data = trainStageModelData(definition, DEFAULT_TRAINING_CORPUS);
    parentPort?.postMessage({ id, data }, stageModelTransferList(data));
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
});
