import { defaultStageModel } from '@parlance/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionOf } from '../src/modules/engine/engine.service.js';
import { createStageModelTrainer } from '../src/modules/engine/stage-model-trainer.js';

// The server's work threads start from source as they do built: a thread that cannot load its TypeScript entry
// would leave its work to the event loop without a word (the trainer falls back inline).
describe('work threads from source', () => {
  const trainer = createStageModelTrainer();
  afterAll(() => trainer.close());

  it('trains a stage model on the training thread, not inline', async () => {
    const trained = await trainer.train(definitionOf(defaultStageModel(false)));
    expect(trained).toBeTruthy();
    expect(trainer.onThread()).toBe(true);
  }, 120_000);
});
