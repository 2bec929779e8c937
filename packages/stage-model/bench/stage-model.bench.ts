import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getHeapSpaceStatistics } from 'node:v8';
import { STAGE_LABELS } from '@parlance/shared';
import { DEFAULT_CORPUS } from '../src/corpus/default-corpus.js';
import { DEFAULT_TRAINING_CORPUS } from '../src/corpus/default-training.js';
import { evaluate, type LabelledConversation } from '../src/evaluate.js';
import {
  DEFAULT_STAGE_ORDER,
  type StageModel,
  type StageModelDefinition,
  trainStageModel,
} from '../src/stage-model.js';

/**
 * One figure of `npm run bench`'s summary (the server's bench runner prints it): a value, its unit, and where
 * there is one, the goal and whether it was met.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  met?: boolean;
  /** How the repeats spread, e.g. `min 1.2, max 1.9 (5 runs)`. */
  spread?: string;
}

/** A labelled set of `data/`: its conversations, each with its style (voice or chat). */
type LabelledSet = (LabelledConversation & { style: string })[];

const readJsonLines = (path: string): LabelledSet =>
  readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

/**
 * The labelled sets, each measured apart:
 * - `development`: the project's first labelled set, whose errors guided the model's design (in-sample);
 * - `held-out`: written afterwards by the same hands, never tuned on;
 * - `frozen`: written blind from DESIGN.md section 4 alone (`data/frozen/README.md`), frozen before any tuning and
 *   never tuned on: only its figures are printed, never its messages.
 */
export const LABELLED_SETS = {
  development: '../data/labelled/labelled-conversations.jsonl',
  'held-out': '../data/labelled/held-out-conversations.jsonl',
  frozen: '../data/frozen/frozen-conversations.jsonl',
} as const;

export const loadLabelledSet = (name: keyof typeof LABELLED_SETS): LabelledSet =>
  readJsonLines(LABELLED_SETS[name]);

/** A small seeded generator (mulberry32), so that the examples drawn are the same in every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Designer examples: `count` a stage drawn with a fixed seed from the pool in `data/designer-examples`, written
 * blind and kept apart from every labelled set and the corpus.
 */
export const designerExamples = (count = 8, seed = 20261127): Record<string, string[]> => {
  const pool = JSON.parse(
    readFileSync(fileURLToPath(new URL('../data/designer-examples/pool.json', import.meta.url)), 'utf8'),
  ) as Record<string, string[]>;
  const random = seeded(seed);
  return Object.fromEntries(
    Object.entries(pool).map(([stage, examples]) => {
      const shuffled = [...examples];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      return [stage, shuffled.slice(0, count)];
    }),
  );
};

const defaultProgram = (
  order: string[] = DEFAULT_STAGE_ORDER,
  examples: Record<string, string[]> = {},
): StageModelDefinition => ({
  version: 1,
  stages: STAGE_LABELS.map((label) => ({ label, enabled: true, examples: examples[label] ?? [] })),
  order,
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Synthetic program examples, to time a retraining with a large program. */
const programExamples = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => {
    const topics = [
      'dental cleanings',
      'my zip code',
      'my heart doctor',
      'the premium',
      'a billing question',
    ];
    const verbs = ['asking about', 'calling for', 'checking on', 'wondering about', 'here for'];
    return `${verbs[i % 5]} ${topics[Math.floor(i / 5) % 5]} item ${tag}${i} for the account`;
  });

/**
 * The stage model on each labelled set apart, by channel and per stage, with and without 8 designer examples a
 * stage, beside the earlier model (nearest examples alone); then training time and the cost of labelling (and
 * without the order prior or the speaker, to show what they add), training time and the cost of labelling one
 * message live. Prints a table and returns the figures.
 */
export const benchStageModel = (): Figure[] => {
  const figures: Figure[] = [];
  const conversations = loadLabelledSet('development');
  const sets = (Object.keys(LABELLED_SETS) as (keyof typeof LABELLED_SETS)[])
    .filter((name) => existsSync(fileURLToPath(new URL(LABELLED_SETS[name], import.meta.url))))
    .map((name) => ({ name, conversations: loadLabelledSet(name) }));
  // The corpus's logistic regression is trained once per process and shared by every program: timed cold here.
  const coldStart = performance.now();
  const model = trainStageModel(defaultProgram(), DEFAULT_TRAINING_CORPUS);
  const coldMs = performance.now() - coldStart;
  const withExamples = trainStageModel(
    defaultProgram(DEFAULT_STAGE_ORDER, designerExamples()),
    DEFAULT_TRAINING_CORPUS,
  );
  // The model before the regression and the learnt transitions: nearest examples of the phrases alone.
  const nearestOnly = trainStageModel(defaultProgram(), DEFAULT_CORPUS);
  const training = DEFAULT_TRAINING_CORPUS.conversations;
  console.log(
    `stage model: ${DEFAULT_CORPUS.length} corpus phrases and ${training.length} training conversations (${training.reduce((sum, c) => sum + c.messages.length, 0)} messages)`,
  );
  figures.push({
    name: "train the corpus's regression (once a process)",
    value: round(coldMs, 1),
    unit: 'ms',
  });

  for (const set of sets) {
    const messages = set.conversations.reduce((sum, c) => sum + c.messages.length, 0);
    const result = evaluate(model, set.conversations);
    const examples = evaluate(withExamples, set.conversations);
    console.log(`\n${set.name} set: ${set.conversations.length} conversations, ${messages} messages`);
    console.log(
      `${'stage'.padEnd(28)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(5)} ${'support'.padStart(7)}  F1 with examples`,
    );
    for (const stage of result.perStage) {
      const other = examples.perStage.find((s) => s.stage === stage.stage);
      console.log(
        `${stage.stage.padEnd(28)} ${stage.precision.toFixed(2).padStart(9)} ${stage.recall.toFixed(2).padStart(7)} ${stage.f1.toFixed(2).padStart(5)} ${String(stage.support).padStart(7)}  ${other ? other.f1.toFixed(2) : ''}`,
      );
    }
    const at = `${set.name} set`;
    figures.push({
      name: `stage model macro-F1 (${at})`,
      value: round(result.macroF1),
      unit: '',
      ...(set.name === 'frozen'
        ? { goal: '≥ 0.85', met: result.macroF1 >= 0.85 }
        : set.name === 'development'
          ? { goal: 'in-sample' }
          : {}),
    });
    figures.push({ name: `stage model accuracy (${at})`, value: round(result.accuracy), unit: '' });
    figures.push({
      name: `nearest examples alone, the earlier model: macro-F1 (${at})`,
      value: round(evaluate(nearestOnly, set.conversations).macroF1),
      unit: '',
    });
    figures.push({
      name: `stage model macro-F1 with 8 designer examples a stage (${at})`,
      value: round(examples.macroF1),
      unit: '',
      goal: `≥ ${round(result.macroF1)}`,
      met: examples.macroF1 >= result.macroF1,
    });
    for (const style of ['voice', 'chat']) {
      const subset = set.conversations.filter((c) => c.style === style);
      if (subset.length > 0)
        figures.push({
          name: `stage model macro-F1 (${at}, ${style})`,
          value: round(evaluate(model, subset).macroF1),
          unit: '',
        });
    }
    for (const stage of result.perStage)
      figures.push({ name: `stage model F1 ${stage.stage} (${at})`, value: round(stage.f1), unit: '' });
  }

  // Training: the default corpus alone; a program with 3,000 examples never seen before; and the retraining after
  // a save that adds 50 examples to those 3,000 (median of five runs each).
  // Wall time, and the process's CPU time beside it: on a machine shared with other work the two differ.
  let run = 0;
  let cpu = 0;
  const trainTime = (examples: string[]) => {
    const definition = defaultProgram();
    definition.stages = definition.stages.map((stage, i) => ({
      ...stage,
      examples: examples.filter((_, k) => k % definition.stages.length === i),
    }));
    const start = performance.now();
    const startCpu = process.cpuUsage();
    trainStageModel(definition, DEFAULT_TRAINING_CORPUS);
    const used = process.cpuUsage(startCpu);
    cpu = (used.user + used.system) / 1000;
    return performance.now() - start;
  };
  /** Median wall and CPU time of five trainings. */
  const measure = (examples: () => string[]) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < 5; i++) {
      walls.push(trainTime(examples()));
      cpus.push(cpu);
    }
    return { wall: round(median(walls), 1), cpu: round(median(cpus), 1) };
  };
  const timing = (name: string, time: { wall: number; cpu: number }) => {
    figures.push({ name, value: time.wall, unit: 'ms', goal: '< 1000' });
    figures.push({ name: `${name}, CPU time`, value: time.cpu, unit: 'ms' });
  };
  timing(
    'train stage model (default corpus)',
    measure(() => []),
  );
  timing(
    'train stage model (+3,000 new program examples)',
    measure(() => programExamples(3000, `r${run++}`)),
  );
  const saved = programExamples(3000, 'saved');
  trainTime(saved);
  timing(
    'retrain after a save (3,000 + 50 new examples)',
    measure(() => [...saved, ...programExamples(50, `s${run++}`)]),
  );

  // Live labelling: each message through the incremental labeller, timed one by one, after a warm-up pass; with
  // the default corpus alone and with 3,000 program examples more.
  const labelTimes = (labeller: StageModel) => {
    for (const conversation of conversations) labeller.labelConversation(conversation.messages);
    const times: number[] = [];
    for (let pass = 0; pass < 3; pass++) {
      for (const conversation of conversations) {
        const live = labeller.startConversation();
        for (const message of conversation.messages) {
          const start = performance.now();
          live.label(message);
          times.push(performance.now() - start);
        }
      }
    }
    return times.sort((a, b) => a - b);
  };
  const times = labelTimes(model);
  figures.push({ name: 'label one message p50', value: round(percentile(times, 50), 3), unit: 'ms' });
  figures.push({
    name: 'label one message p95',
    value: round(percentile(times, 95), 3),
    unit: 'ms',
    goal: '≤ 2',
  });
  /**
   * Heap allocated a message by the live labeller: the young generation's growth over each conversation (where
   * nothing allocates but the labeller), counting only conversations during which no collection ran (its used size
   * did not fall). Objects too large for the young generation are not counted: the labeller makes none.
   */
  const allocation = (labeller: StageModel) => {
    const young = () =>
      getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_used_size;
    let bytes = 0;
    let counted = 0;
    for (let pass = 0; pass < 3; pass++)
      for (const conversation of conversations) {
        const before = young();
        const live = labeller.startConversation();
        for (const message of conversation.messages) live.label(message);
        const after = young();
        if (after < before) continue;
        bytes += after - before;
        counted += conversation.messages.length;
      }
    return counted === 0 ? 0 : bytes / counted / 1024;
  };
  const allocated = allocation(model);
  figures.push({
    name: 'label one message: heap allocated',
    value: round(allocated, 1),
    unit: 'KB',
    goal: '< 20',
    met: allocated < 20,
  });
  figures.push({
    name: 'label one message: heap allocated (8 designer examples a stage)',
    value: round(allocation(withExamples), 1),
    unit: 'KB',
  });
  // Processor time a message, the mean over three passes of the development set.
  const cpuStart = process.cpuUsage();
  let labelled = 0;
  for (let pass = 0; pass < 3; pass++)
    for (const conversation of conversations) {
      const live = model.startConversation();
      for (const message of conversation.messages) live.label(message);
      labelled += conversation.messages.length;
    }
  const cpuUsed = process.cpuUsage(cpuStart);
  figures.push({
    name: 'label one message: processor time (mean)',
    value: round((cpuUsed.user + cpuUsed.system) / 1000 / labelled, 3),
    unit: 'ms',
  });
  const large = defaultProgram();
  const extra = programExamples(3000, 'label');
  large.stages = large.stages.map((stage, i) => ({
    ...stage,
    examples: extra.filter((_, k) => k % 10 === i),
  }));
  const largeTimes = labelTimes(trainStageModel(large, DEFAULT_TRAINING_CORPUS));
  figures.push({
    name: 'label one message p95 (+3,000 program examples)',
    value: round(percentile(largeTimes, 95), 3),
    unit: 'ms',
    goal: '≤ 2',
  });

  console.log();
  for (const figure of figures.filter((f) => !f.name.startsWith('stage model F1 ')))
    console.log(
      `${figure.name.padEnd(60)} ${String(figure.value).padStart(8)} ${figure.unit.padEnd(2)} ${figure.goal ? `(goal ${figure.goal})` : ''}`,
    );
  return figures;
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchStageModel();
