import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToSketch,
  bucketOf,
  bucketValue,
  SKETCH_RELATIVE_ERROR,
  type Sketch,
  sketchPercentiles,
} from './report-sketch.js';

/** Continuous percentile by its definition: sort, then interpolate between the two closest ranks. */
const bySort = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
};

const sketchOf = (values: readonly number[]) => {
  const sketch: Sketch = new Map();
  for (const value of values) addToSketch(sketch, bucketOf(value), 1);
  return sketch;
};

/** Within the documented bound of the exact figure, relative to it (and a hair for floating point). */
const expectWithinBound = (actual: number | null, exact: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - exact)).toBeLessThanOrEqual(SKETCH_RELATIVE_ERROR * exact + 1e-9);
};

describe('percentile sketch', () => {
  it('documents a bound under 1 %', () => {
    expect(SKETCH_RELATIVE_ERROR).toBeLessThan(0.01);
    expect(SKETCH_RELATIVE_ERROR).toBeGreaterThan(0.009);
  });

  it('reads every value of a bucket within the bound, and 0 as 0', () => {
    for (const value of [0.5, 1, 2, 999, 1000, 1001, 61_234, 3_600_000, 86_400_000])
      expectWithinBound(bucketValue(bucketOf(value)), value);
    expect(bucketValue(bucketOf(0))).toBe(0);
    expect(sketchPercentiles(new Map(), [0.5])).toEqual([null]);
  });

  it('gives percentiles within the bound of the exact continuous percentile, for any durations', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 86_400_000 })), {
          minLength: 1,
          maxLength: 400,
        }),
        fc.constantFrom(0, 0.1, 0.5, 0.9, 1),
        (values, p) => {
          const [value] = sketchPercentiles(sketchOf(values), [p]);
          expectWithinBound(value!, bySort(values, p));
        },
      ),
    );
  });

  it('merges by adding counts: the parts of a selection give the figure of the whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 1, maxLength: 200 }),
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 1, maxLength: 200 }),
        (a, b) => {
          const merged = sketchOf(a);
          for (const [bucket, count] of sketchOf(b)) addToSketch(merged, bucket, count);
          expect(sketchPercentiles(merged, [0.5, 0.9])).toEqual(
            sketchPercentiles(sketchOf([...a, ...b]), [0.5, 0.9]),
          );
        },
      ),
    );
  });
});
