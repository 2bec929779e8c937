import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToSketch,
  BucketCounts,
  bucketOf,
  bucketValue,
  SKETCH_RELATIVE_ERROR,
  SKETCH_ZERO_BUCKET,
  type Sketch,
  sketchCount,
  sketchPercentiles,
  stageTimesOf,
  stageTimesOfTexts,
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

  /** Durations from 0 to a day, and a few far outside the product's (a microsecond, a century). */
  const duration = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 86_400_000 }),
    fc.constantFrom(0.001, 3.2e12, 1e300),
  );
  /** A histogram's text as the rollups' stage times come: `bucket count` pairs, in any order, by commas. */
  const textOf = (sketch: Sketch) => [...sketch].map(([bucket, count]) => `${bucket} ${count}`).join(',');

  it('reads the same percentiles from counts in an array, reused, as from a Map, to the bit', () => {
    const counts = new BucketCounts();
    fc.assert(
      fc.property(fc.array(duration, { maxLength: 300 }), (values) => {
        counts.clear();
        const sketch = sketchOf(values);
        // In the Map's order, which is no sorted order, several buckets at once.
        for (const [bucket, count] of sketch) counts.add(bucket, count);
        const ps = [0, 0.1, 0.5, 0.9, 0.99, 1];
        expect(counts.percentiles(ps)).toEqual(sketchPercentiles(sketch, ps));
        expect(counts.total).toBe(sketchCount(sketch));
      }),
    );
  });

  it('reads stage times from the histograms as text as from their sketches, weeks and stages alike', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('Greeting', 'Agent Discovery', 'Other'),
          fc.dictionary(fc.integer({ min: 0, max: 53 }).map(String), fc.array(duration, { maxLength: 60 }), {
            minKeys: 1,
            maxKeys: 6,
          }),
        ),
        (stages) => {
          const byStage = new Map<string, Sketch>();
          const byWeek: { week: number; stage: string; sketch: Sketch }[] = [];
          const texts = new Map<string, Map<number, string>>();
          for (const [stage, weeks] of Object.entries(stages)) {
            const all: Sketch = new Map();
            byStage.set(stage, all);
            texts.set(stage, new Map());
            for (const [week, values] of Object.entries(weeks)) {
              const sketch = sketchOf(values);
              for (const [bucket, count] of sketch) addToSketch(all, bucket, count);
              byWeek.push({ week: Number(week), stage, sketch });
              texts.get(stage)!.set(Number(week), textOf(sketch));
            }
          }
          const expected = stageTimesOf(byStage, byWeek);
          const actual = stageTimesOfTexts(texts);
          const byKey = <T extends { stage: string }>(rows: T[], key: (row: T) => string) =>
            new Map(rows.map((row) => [key(row), row]));
          expect(byKey(actual.stages, (row) => row.stage)).toEqual(
            byKey(expected.stages, (row) => row.stage),
          );
          expect(byKey(actual.weekly, (row) => `${row.week} ${row.stage}`)).toEqual(
            byKey(expected.weekly, (row) => `${row.week} ${row.stage}`),
          );
        },
      ),
    );
  });

  it('adds a bucket given twice and leaves out counts not above 0, as the Map sketches did', () => {
    const texts = new Map([['Greeting', new Map([[3, '10 2,-100000 1,12 0,10 1,11 -4,11 2']])]]);
    const sketch: Sketch = new Map([
      [10, 3],
      [SKETCH_ZERO_BUCKET, 1],
      [11, 2],
    ]);
    const expected = sketchPercentiles(sketch, [0.5, 0.9]);
    const { stages, weekly } = stageTimesOfTexts(texts);
    expect(stages).toEqual([
      { stage: 'Greeting', conversations: 6, medianMs: expected[0], p90Ms: expected[1] },
    ]);
    expect(weekly).toEqual([{ week: 3, stage: 'Greeting', medianMs: expected[0] }]);
  });
});
