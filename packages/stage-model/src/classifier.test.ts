import { describe, expect, it } from 'vitest';
import { type SparseExample, trainSoftmax } from './classifier.js';

/** Three classes, each told apart by one feature of its own; feature 3 is noise present everywhere. */
const examples: SparseExample[] = Array.from({ length: 60 }, (_, i) => ({
  ids: Int32Array.of(i % 3, 3),
  values: Float32Array.of(1, 1),
  label: i % 3,
  weight: 1,
}));

describe('softmax regression', () => {
  it('learns classes that features tell apart, with probabilities that sum to one', () => {
    const model = trainSoftmax(examples, 4, 3);
    for (let c = 0; c < 3; c++) {
      const probabilities = model.predict([c, 3], [1, 1]);
      expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
      expect(probabilities.indexOf(Math.max(...probabilities))).toBe(c);
      expect(probabilities[c]).toBeGreaterThan(0.8);
    }
    // Only the noise feature: no class is favoured much.
    const unsure = model.predict([3], [1]);
    expect(Math.max(...unsure)).toBeLessThan(0.6);
  });

  it('is deterministic for a seed', () => {
    const a = trainSoftmax(examples, 4, 3, { seed: 11 });
    const b = trainSoftmax(examples, 4, 3, { seed: 11 });
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });

  it('weighs examples: a class seen with more weight wins a shared feature', () => {
    const shared: SparseExample[] = [
      { ids: Int32Array.of(0), values: Float32Array.of(1), label: 0, weight: 3 },
      { ids: Int32Array.of(0), values: Float32Array.of(1), label: 1, weight: 1 },
    ];
    const probabilities = trainSoftmax(shared, 1, 2, { epochs: 30 }).predict([0], [1]);
    expect(probabilities[0]).toBeGreaterThan(probabilities[1]!);
  });
});
