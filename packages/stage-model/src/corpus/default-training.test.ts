import { defaultStageModel } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { trainStageModelData } from '../stage-model.js';
import { DEFAULT_TRAINING_CORPUS, NO_CORPUS, trainingCorpusFor } from './default-training.js';

const INSURANCE = /medicare|dental|premium|copay|enrol/i;

describe('the corpus a model learns from', () => {
  it('is the default corpus for the insurance stages, and none for the neutral ones', () => {
    expect(trainingCorpusFor(defaultStageModel(false, 'insurance'))).toBe(DEFAULT_TRAINING_CORPUS);
    expect(trainingCorpusFor(defaultStageModel(false, 'general'))).toBe(NO_CORPUS);
    // The insurance stages turned off leave only Not in Anchor and Other, which say nothing of the trade.
    const off = defaultStageModel(false, 'insurance');
    const kept = off.stages.map((stage) => ({
      ...stage,
      enabled: ['Not in Anchor', 'Other'].includes(stage.label),
    }));
    expect(trainingCorpusFor({ stages: kept })).toBe(NO_CORPUS);
    // One insurance stage added to the neutral ones brings the corpus back.
    const general = defaultStageModel(false, 'general');
    expect(
      trainingCorpusFor({
        stages: [...general.stages, { label: 'Agent Qualify', enabled: true }],
      }),
    ).toBe(DEFAULT_TRAINING_CORPUS);
  });

  it('trains the neutral model on its own examples alone: no insurance phrase among them', () => {
    const general = defaultStageModel(false, 'general');
    const data = trainStageModelData(general, trainingCorpusFor(general));
    const own = general.stages.flatMap((stage) => stage.examples);
    expect(data.examples.map((example) => example.text).sort()).toEqual([...own].sort());
    expect(data.examples.filter((example) => INSURANCE.test(example.text))).toEqual([]);
    expect(data.withLogistic).toBe(false);
  });
});
