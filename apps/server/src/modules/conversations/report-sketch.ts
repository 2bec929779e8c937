import { type RawBuilder, sql } from 'kysely';

/*
 * Percentiles from a fixed logarithmic histogram (REPORTING.md "Percentiles"): a duration v > 0 milliseconds falls
 * in bucket i = ceil(log_γ v), the interval (γ^(i−1), γ^i]; 0 and less fall in a bucket of their own, read as 0.
 * The database counts values by bucket (`GROUP BY` the bucket expression below, the same on both engines); counts
 * of any parts of a selection add up, so the sketch merges by addition. A bucket is read as 2γ^i / (γ + 1), which
 * is within α = (γ − 1) / (γ + 1) of every value of the bucket, relative to the value.
 *
 * A percentile is interpolated between the two closest ranks as `percentile_cont` does, each rank read as its
 * bucket's value: both are within α of the exact ranks' values, and so is the interpolation between them (a
 * weighted mean of non-negative values, each within α relative), so the result is within α of the exact
 * continuous percentile, relative to it.
 */

/** The histogram's growth factor per bucket. */
export const SKETCH_GAMMA = 1.02;
/** The relative error bound of a percentile: (γ − 1) / (γ + 1), just under 1 %. */
export const SKETCH_RELATIVE_ERROR = (SKETCH_GAMMA - 1) / (SKETCH_GAMMA + 1);
/** The bucket of 0 and less (no time), below any bucket of a positive duration of this product. */
export const SKETCH_ZERO_BUCKET = -100_000;

const INVERSE_LOG_GAMMA = 1 / Math.log(SKETCH_GAMMA);

/** The bucket of a value, as the database computes it (`sketchBucket`); for tests and checks. */
export const bucketOf = (value: number) =>
  value <= 0 ? SKETCH_ZERO_BUCKET : Math.ceil(Math.log(value) * INVERSE_LOG_GAMMA);

/** The value a bucket stands for. */
export const bucketValue = (bucket: number) =>
  bucket === SKETCH_ZERO_BUCKET ? 0 : (2 * SKETCH_GAMMA ** bucket) / (SKETCH_GAMMA + 1);

/** SQL of the bucket of a numeric expression (milliseconds), the same on PostgreSQL and SQLite. */
export const sketchBucket = (value: RawBuilder<unknown>) =>
  sql<number>`case when ${value} <= 0 then ${sql.lit(SKETCH_ZERO_BUCKET)} else cast(ceil(ln(cast(${value} as double precision)) * ${sql.lit(INVERSE_LOG_GAMMA)}) as integer) end`;

/** A histogram: count by bucket. */
export type Sketch = Map<number, number>;

/** Adds `count` values of `bucket` to a sketch. */
export const addToSketch = (sketch: Sketch, bucket: number, count: number) => {
  sketch.set(bucket, (sketch.get(bucket) ?? 0) + count);
};

/** The values a sketch counts. */
export const sketchCount = (sketch: Sketch) => {
  let count = 0;
  for (const value of sketch.values()) count += value;
  return count;
};

/**
 * The continuous percentiles `ps` of a sketch (as `percentile_cont`, each rank read as its bucket's value); null
 * when it counts nothing.
 */
export const sketchPercentiles = (sketch: Sketch, ps: readonly number[]): (number | null)[] => {
  const total = sketchCount(sketch);
  if (total === 0) return ps.map(() => null);
  const buckets = [...sketch.entries()].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  /** The value of the value at rank r (0-based). */
  const atRank = (rank: number) => {
    let seen = 0;
    for (const [bucket, count] of buckets) {
      seen += count;
      if (rank < seen) return bucketValue(bucket);
    }
    return bucketValue(buckets[buckets.length - 1]![0]);
  };
  return ps.map((p) => {
    const position = p * (total - 1);
    const low = Math.floor(position);
    const lower = atRank(low);
    if (position === low) return lower;
    return lower + (atRank(low + 1) - lower) * (position - low);
  });
};

/** A stage's times and each week's median, from the sketches of a stage and of a week and stage. */
export const stageTimesOf = (
  byStage: ReadonlyMap<string, Sketch>,
  byWeek: Iterable<{ week: number; stage: string; sketch: Sketch }>,
) => ({
  stages: [...byStage].map(([stage, sketch]) => {
    const [medianMs, p90Ms] = sketchPercentiles(sketch, [0.5, 0.9]);
    return { stage, conversations: sketchCount(sketch), medianMs: medianMs!, p90Ms: p90Ms! };
  }),
  weekly: [...byWeek].map(({ week, stage, sketch }) => ({
    week,
    stage,
    medianMs: sketchPercentiles(sketch, [0.5])[0]!,
  })),
});
