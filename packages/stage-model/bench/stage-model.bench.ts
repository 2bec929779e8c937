import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STAGE_LABELS } from '@parlance/shared';
import { DEFAULT_CORPUS } from '../src/corpus/default-corpus.js';
import { evaluate, type LabelledConversation } from '../src/evaluate.js';
import {
  DEFAULT_STAGE_ORDER,
  type StageModel,
  type StageModelDefinition,
  type StageModelOptions,
  trainStageModel,
} from '../src/stage-model.js';

/** A measured figure, in the shape the bench runner prints (`apps/server/bench/support.ts`). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  met?: boolean;
}

/**
 * The project's labelled conversations, never used to write the default corpus: `labelled-conversations` (the
 * evaluation set, whose errors guided the model's design) and `held-out-conversations` (written afterwards and
 * never tuned on).
 */
export const loadLabelledConversations = (
  name: 'labelled-conversations' | 'held-out-conversations' = 'labelled-conversations',
): (LabelledConversation & { style: string })[] =>
  readFileSync(fileURLToPath(new URL(`../data/labelled/${name}.jsonl`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

const defaultProgram = (order: string[] = DEFAULT_STAGE_ORDER): StageModelDefinition => ({
  version: 1,
  stages: STAGE_LABELS.map((label) => ({ label, enabled: true, examples: [] })),
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
 * The stage model on the labelled conversations: per-stage F1 and macro-F1 with the default corpus alone (and
 * without the order prior or the speaker, to show what they add), training time and the cost of labelling one
 * message live. Prints a table and returns the figures.
 */
export const benchStageModel = (): Figure[] => {
  const conversations = loadLabelledConversations();
  const messages = conversations.reduce((sum, c) => sum + c.messages.length, 0);
  const figures: Figure[] = [];

  const model = trainStageModel(defaultProgram(), DEFAULT_CORPUS);
  const result = evaluate(model, conversations);
  const ablation = (name: string, order: string[], options: Partial<StageModelOptions> = {}) => {
    const evaluation = evaluate(
      trainStageModel(defaultProgram(order), DEFAULT_CORPUS, options),
      conversations,
    );
    figures.push({ name, value: round(evaluation.macroF1), unit: '' });
  };

  console.log(
    `stage model: ${conversations.length} labelled conversations, ${messages} messages; default corpus of ${DEFAULT_CORPUS.length} phrases`,
  );
  console.log(
    `${'stage'.padEnd(28)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'F1'.padStart(5)} support`,
  );
  for (const stage of result.perStage) {
    console.log(
      `${stage.stage.padEnd(28)} ${stage.precision.toFixed(2).padStart(9)} ${stage.recall.toFixed(2).padStart(7)} ${stage.f1.toFixed(2).padStart(5)} ${String(stage.support).padStart(7)}`,
    );
  }
  figures.push({
    name: 'stage model macro-F1 (default corpus)',
    value: round(result.macroF1),
    unit: '',
    goal: '≥ 0.90',
  });
  figures.push({ name: 'stage model accuracy (default corpus)', value: round(result.accuracy), unit: '' });
  const heldOut = evaluate(model, loadLabelledConversations('held-out-conversations'));
  figures.push({ name: 'stage model macro-F1 (held-out set)', value: round(heldOut.macroF1), unit: '' });
  for (const style of ['voice', 'chat']) {
    const subset = conversations.filter((c) => c.style === style);
    figures.push({
      name: `stage model macro-F1 (${style} only)`,
      value: round(evaluate(model, subset).macroF1),
      unit: '',
    });
  }
  for (const stage of result.perStage)
    figures.push({ name: `stage model F1 ${stage.stage}`, value: round(stage.f1), unit: '' });
  ablation('stage model macro-F1 without the order prior', []);
  ablation('stage model macro-F1 without speaker features', DEFAULT_STAGE_ORDER, {
    speakerPrior: 0,
    otherSpeaker: 1,
    replyContext: 0,
    bareAnswerContext: 0,
  });

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
    trainStageModel(definition, DEFAULT_CORPUS);
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
  const large = defaultProgram();
  const extra = programExamples(3000, 'label');
  large.stages = large.stages.map((stage, i) => ({
    ...stage,
    examples: extra.filter((_, k) => k % 10 === i),
  }));
  const largeTimes = labelTimes(trainStageModel(large, DEFAULT_CORPUS));
  figures.push({
    name: 'label one message p95 (+3,000 program examples)',
    value: round(percentile(largeTimes, 95), 3),
    unit: 'ms',
    goal: '≤ 2',
  });

  for (const figure of figures.filter((f) => !f.name.startsWith('stage model F1 ')))
    console.log(
      `${figure.name.padEnd(60)} ${String(figure.value).padStart(8)} ${figure.unit.padEnd(2)} ${figure.goal ? `(goal ${figure.goal})` : ''}`,
    );
  return figures;
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchStageModel();
