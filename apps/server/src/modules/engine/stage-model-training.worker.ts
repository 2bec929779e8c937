/**
 * The stage model's training thread: trains a program's model from its definition and its corpus, and
 * sends it back as data, its buffers transferred. One training at a time, in the order asked.
 */
import { parentPort } from 'node:worker_threads';
import {
  type StageModelDefinition,
  stageModelTransferList,
  trainingCorpusFor,
  trainStageModelData,
} from '@parlance/stage-model';

parentPort?.on('message', ({ id, definition }: { id: number; definition: StageModelDefinition }) => {
  try {
    const data = trainStageModelData(definition, trainingCorpusFor(definition));
    parentPort?.postMessage({ id, data }, stageModelTransferList(data));
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
});
