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

/** No bucket of a positive double lies further from 0 (the smallest's, about −37,600): a sketch fits one array. */
const BUCKET_RANGE = Math.ceil(-Math.log(Number.MIN_VALUE) * INVERSE_LOG_GAMMA);

/**
 * A sketch's counts in an array indexed by bucket, for sketches read many at a time (a year's stage times are
 * about 500 of a week and stage): one object that `clear` makes ready for the next sketch, where a `Map` a sketch
 * made a few thousand objects a report. It reads its percentiles as `sketchPercentiles` does, to the bit.
 */
export class BucketCounts {
  private counts = new Float64Array(256);
  /** The bucket of `counts[0]`. */
  private low = 0;
  /** The first and last index written since `clear` (none when `from > to`). */
  private from = 0;
  private to = -1;
  /** The count of the bucket of 0 (`SKETCH_ZERO_BUCKET`), below every other. */
  private zero = 0;
  /** Every count added, as `sketchCount`. */
  total = 0;

  clear() {
    if (this.from <= this.to) this.counts.fill(0, this.from, this.to + 1);
    this.from = 0;
    this.to = -1;
    this.zero = 0;
    this.total = 0;
  }

  add(bucket: number, count: number) {
    this.total += count;
    if (bucket === SKETCH_ZERO_BUCKET) {
      this.zero += count;
      return;
    }
    if (!Number.isSafeInteger(bucket) || Math.abs(bucket) > BUCKET_RANGE)
      throw new RangeError(`Not a sketch bucket: ${bucket}`);
    if (this.from > this.to) {
      // Empty: the array is placed around the bucket.
      this.low = bucket - (this.counts.length >> 1);
    } else if (bucket < this.low || bucket >= this.low + this.counts.length) {
      const first = Math.min(bucket, this.low + this.from);
      const last = Math.max(bucket, this.low + this.to);
      const grown = new Float64Array(Math.max(this.counts.length * 2, (last - first + 1) * 2));
      const low = first - ((grown.length - (last - first + 1)) >> 1);
      grown.set(this.counts.subarray(this.from, this.to + 1), this.low + this.from - low);
      this.from += this.low - low;
      this.to += this.low - low;
      this.low = low;
      this.counts = grown;
    }
    const index = bucket - this.low;
    this.counts[index]! += count;
    if (this.from > this.to) {
      this.from = index;
      this.to = index;
    } else if (index < this.from) this.from = index;
    else if (index > this.to) this.to = index;
  }

  /** The value at rank `rank` (0-based) among the buckets of a positive count, lowest first. */
  private atRank(rank: number) {
    let seen = 0;
    let last = 0;
    if (this.zero > 0) {
      seen += this.zero;
      last = SKETCH_ZERO_BUCKET;
      if (rank < seen) return 0;
    }
    for (let index = this.from; index <= this.to; index++) {
      const count = this.counts[index]!;
      if (!(count > 0)) continue;
      seen += count;
      last = index + this.low;
      if (rank < seen) return bucketValue(last);
    }
    return bucketValue(last);
  }

  /** As `sketchPercentiles` of a sketch of the same counts. */
  percentiles(ps: readonly number[]): (number | null)[] {
    const total = this.total;
    if (total === 0) return ps.map(() => null);
    return ps.map((p) => {
      const position = p * (total - 1);
      const low = Math.floor(position);
      const lower = this.atRank(low);
      if (position === low) return lower;
      return lower + (this.atRank(low + 1) - lower) * (position - low);
    });
  }

  /**
   * Adds a histogram's text: `bucket count` pairs joined by commas, as the rollups' stage times are read (pairs of
   * a count not above 0 left out). Read in place, without a string a pair.
   */
  addText(text: string, also?: BucketCounts) {
    let at = 0;
    while (at < text.length) {
      let end = text.indexOf(',', at);
      if (end < 0) end = text.length;
      const space = text.indexOf(' ', at);
      const bucket = integerAt(text, at, space);
      const count = integerAt(text, space + 1, end);
      if (count > 0) {
        this.add(bucket, count);
        also?.add(bucket, count);
      }
      at = end + 1;
    }
  }
}

/** The integer written in `text` from `start` to `end` (an optional minus, then digits), else what `Number` reads. */
const integerAt = (text: string, start: number, end: number) => {
  let at = start;
  const negative = text.charCodeAt(at) === 45;
  if (negative) at++;
  let value = 0;
  if (at >= end) return Number(text.slice(start, end));
  for (; at < end; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9 || value > 1e15) return Number(text.slice(start, end));
    value = value * 10 + digit;
  }
  return negative ? -value : value;
};

/**
 * A stage's times and each week's median (as `stageTimesOf`) from histogram texts by stage and week index (each
 * text `bucket count` pairs joined by commas: `BucketCounts.addText`), through two `BucketCounts` reused for every
 * stage and week.
 */
export const stageTimesOfTexts = (histograms: ReadonlyMap<string, ReadonlyMap<number, string>>) => {
  const stageCounts = new BucketCounts();
  const weekCounts = new BucketCounts();
  const stages: { stage: string; conversations: number; medianMs: number; p90Ms: number }[] = [];
  const weekly: { week: number; stage: string; medianMs: number }[] = [];
  for (const [stage, weeks] of histograms) {
    stageCounts.clear();
    for (const [week, text] of weeks) {
      weekCounts.clear();
      weekCounts.addText(text, stageCounts);
      weekly.push({ week, stage, medianMs: weekCounts.percentiles([0.5])[0]! });
    }
    const [medianMs, p90Ms] = stageCounts.percentiles([0.5, 0.9]);
    stages.push({ stage, conversations: stageCounts.total, medianMs: medianMs!, p90Ms: p90Ms! });
  }
  return { stages, weekly };
};
