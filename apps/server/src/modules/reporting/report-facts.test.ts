import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentiles } from './report-facts.js';

/** Continuous percentile by its definition: sort, then interpolate between the two closest ranks. */
const bySort = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
};

describe('percentiles', () => {
  it('gives the values worked out by hand', () => {
    // 10 20 30 40: the median lies halfway between 20 and 30; p90 at rank 2.7, 0.7 of the way from 30 to 40.
    expect(percentiles(Float64Array.from([40, 10, 30, 20]), [0.5, 0.9])).toEqual([25, 37]);
    expect(percentiles(Float64Array.from([7]), [0.5, 0.9])).toEqual([7, 7]);
    expect(percentiles(new Float64Array(0), [0.5])).toEqual([null]);
  });

  it('agrees with a sort for any values, repeats included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 300 }),
        fc.constantFrom(0, 0.1, 0.5, 0.9, 1),
        (values, p) => {
          const [value] = percentiles(Float64Array.from(values), [p]);
          expect(value).toBeCloseTo(bySort(values, p), 9);
        },
      ),
    );
  });
});
