/**
 * A multinomial logistic regression (softmax) over sparse features, trained by stochastic gradient descent with
 * AdaGrad steps and L2 shrinkage. Deterministic: examples are visited in an order drawn from a fixed seed. Pure.
 */

/** One training example: its feature ids with their values, its class and its weight. */
export interface SparseExample {
  ids: Int32Array;
  values: Float32Array;
  label: number;
  weight: number;
}

export interface SoftmaxOptions {
  epochs: number;
  /** AdaGrad's base step. */
  rate: number;
  /** L2 shrinkage per step, scaled by the step. */
  l2: number;
  seed: number;
}

const SKIP_GRADIENT = 1e-3;

export const DEFAULT_SOFTMAX_OPTIONS: SoftmaxOptions = { epochs: 12, rate: 0.5, l2: 1e-5, seed: 7 };

export interface Softmax {
  readonly classes: number;
  /** weights[feature * classes + class] */
  readonly weights: Float32Array;
  readonly bias: Float32Array;
  /**
   * Class probabilities of a feature vector (written into `out`, which is also answered): its first `length`
   * features (all of them when left out), so that a caller may keep its vectors in reused buffers.
   */
  predict(
    ids: ArrayLike<number>,
    values: ArrayLike<number>,
    out?: Float64Array,
    length?: number,
  ): Float64Array;
}

const softmaxOf = (
  classes: number,
  weights: Float32Array,
  bias: Float32Array,
  ids: ArrayLike<number>,
  values: ArrayLike<number>,
  out: Float64Array,
  length = ids.length,
) => {
  for (let c = 0; c < classes; c++) out[c] = bias[c]!;
  for (let k = 0; k < length; k++) {
    const base = ids[k]! * classes;
    const value = values[k]!;
    for (let c = 0; c < classes; c++) out[c]! += weights[base + c]! * value;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < classes; c++) if (out[c]! > max) max = out[c]!;
  let total = 0;
  for (let c = 0; c < classes; c++) {
    out[c] = Math.exp(out[c]! - max);
    total += out[c]!;
  }
  for (let c = 0; c < classes; c++) out[c]! /= total;
  return out;
};

/** A seeded generator (mulberry32). */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Examples visited between two yields of a stepwise training: a few milliseconds of work. */
export const STEP_EXAMPLES = 400;

/** Runs a stepwise training to its end, at once. */
export const runSteps = <T>(steps: Generator<void, T>): T => {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
};

/**
 * Trains a softmax over `dimensions` features and `classes` classes, yielding every STEP_EXAMPLES examples so
 * that a caller may spread the work over several turns of its event loop.
 */
export function* softmaxSteps(
  examples: readonly SparseExample[],
  dimensions: number,
  classes: number,
  options: Partial<SoftmaxOptions> = {},
): Generator<void, Softmax> {
  const opt = { ...DEFAULT_SOFTMAX_OPTIONS, ...options };
  const weights = new Float32Array(dimensions * classes);
  const bias = new Float32Array(classes);
  // AdaGrad's sums of squared gradients, per weight and per bias.
  const squares = new Float32Array(dimensions * classes);
  const biasSquares = new Float32Array(classes);
  const probabilities = new Float64Array(classes);
  const order = Int32Array.from(examples, (_, i) => i);
  const random = seeded(opt.seed);

  for (let epoch = 0; epoch < opt.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i]!;
      order[i] = order[j]!;
      order[j] = swap;
    }
    for (let n = 0; n < order.length; n++) {
      if (n % STEP_EXAMPLES === STEP_EXAMPLES - 1) yield;
      const example = examples[order[n]!]!;
      softmaxOf(classes, weights, bias, example.ids, example.values, probabilities);
      for (let c = 0; c < classes; c++) {
        const gradient = (probabilities[c]! - (c === example.label ? 1 : 0)) * example.weight;
        // A class the example already rules out moves nothing worth the work (most classes, after an epoch).
        if (Math.abs(gradient) < SKIP_GRADIENT) continue;
        biasSquares[c]! += gradient * gradient;
        bias[c]! -= (opt.rate * gradient) / Math.sqrt(biasSquares[c]! + 1e-8);
        for (let k = 0; k < example.ids.length; k++) {
          const at = example.ids[k]! * classes + c;
          const g = gradient * example.values[k]! + opt.l2 * weights[at]!;
          squares[at]! += g * g;
          weights[at]! -= (opt.rate * g) / Math.sqrt(squares[at]! + 1e-8);
        }
      }
    }
  }
  return {
    classes,
    weights,
    bias,
    predict: (ids, values, out = new Float64Array(classes), length = ids.length) =>
      softmaxOf(classes, weights, bias, ids, values, out, length),
  };
}

/** Trains a softmax over `dimensions` features and `classes` classes, at once. */
export const trainSoftmax = (
  examples: readonly SparseExample[],
  dimensions: number,
  classes: number,
  options: Partial<SoftmaxOptions> = {},
): Softmax => runSteps(softmaxSteps(examples, dimensions, classes, options));
