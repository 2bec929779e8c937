/**
 * The stage model: labels each message of a conversation with a stage of the program, with a confidence and the
 * examples that drove the label. A pure library: text in, labels out; no database, no I/O.
 *
 * - Emission, two readings mixed log-linearly (`logisticShare`):
 *   - a softmax regression (`classifier.ts`) over word unigrams and bigrams, character 3/4-grams, the speaker and
 *     its words, the message's position and the words of the message before it, trained on the corpus's phrases
 *     and labelled conversations (`corpus/`), once per corpus and shared by every program;
 *   - the nearest examples: TF-IDF cosine against the corpus's phrases and the program's examples (a stage scores
 *     by its nearest examples and its centroid, with speaker priors, and a reply leans towards its question's
 *     stage). They also give each label its evidence.
 * - A program's example of a stage the corpus knows moves a label only where a message is close to it
 *   (`programGate`), so that a designer's phrases fix what they are meant to and pull nothing else; a custom
 *   stage learns from its examples alone, read by the nearest examples.
 * - Sequence prior: a forward filter over the program's stage order, its steps (stay, forward, back) learnt from
 *   the labelled conversations; Not in Anchor, Other and stages outside the order may come anywhere, as often as
 *   the conversations show, and leave the phase where it was.
 * - Message N's label uses messages 1..N only.
 */
import { FLOATING_STAGES, DEFAULT_STAGE_ORDER as SHARED_STAGE_ORDER } from '@parlance/shared';
import { runSteps, type Softmax, type SparseExample, softmaxSteps } from './classifier.js';
import type { CorpusPhrase } from './corpus/default-corpus.js';
import type { TrainingConversation } from './corpus/training-format.js';
import {
  charFeatures,
  contentView,
  countTerms,
  foldNumbers,
  isInvitation,
  isInvitationOf,
  isQuestion,
  isQuestionOf,
  MessageFeatures,
  normalize,
  remake,
  wordFeatures,
  words,
} from './text-features.js';

export type Speaker = 'Agent' | 'Visitor';

export interface StageDefinition {
  label: string;
  enabled: boolean;
  examples: string[];
}

export interface StageModelDefinition {
  version?: number;
  stages: StageDefinition[];
  order: string[];
}

export interface ConversationMessage {
  from: Speaker;
  content: string;
}

export interface Evidence {
  example: string;
  stage: string;
  score: number;
}

export interface StageLabelAnswer {
  stage: string;
  confidence: number;
  evidence: Evidence[];
}

export interface ConversationLabeller {
  /** Labels the next message from the messages so far; O(1) in the length of the conversation. */
  label(message: ConversationMessage): StageLabelAnswer;
  readonly count: number;
}

export interface StageModel {
  readonly version: number;
  /** The stages this model answers (enabled ones with at least one example). */
  readonly stages: readonly string[];
  readonly exampleCount: number;
  labelConversation(messages: readonly ConversationMessage[]): StageLabelAnswer[];
  /**
   * A live labeller. `history` primes it with messages already labelled (by this or an earlier version of the
   * model), so that a conversation switches to a retrained model without relabelling what it said before.
   */
  startConversation(history?: readonly ConversationMessage[]): ConversationLabeller;
}

/** Tuning of the model; the defaults are the figures measured in `packages/stage-model/bench/stage-model.bench.ts`. */
export interface StageModelOptions {
  /** Share of the word features in the similarity (the rest is character n-grams). */
  wordShare: number;
  /** How many nearest examples of a stage make its neighbour score. */
  neighbours: number;
  /** Share of the neighbour score against the centroid score. */
  neighbourShare: number;
  /** Softmax temperature turning scores into probabilities. */
  temperature: number;
  /** Weight of log P(stage | speaker). */
  speakerPrior: number;
  /** Factor on the similarity of an example said by the other side. */
  otherSpeaker: number;
  /** Weight of a program's own examples against the default corpus (examples of a custom stage). */
  programWeight: number;
  /** Similarity above which a program's example of a corpus stage moves the label (1: as any example). */
  programGate: number;
  /** How strongly such an example moves it: the log-odds added per unit of similarity above the gate. */
  programBoost: number;
  /** Largest share a Visitor's reply takes from the stage of the Agent's question. */
  replyContext: number;
  /** Share a bare answer ("yes", "no", "yeah") takes from the stage of the question. */
  bareAnswerContext: number;
  /** Factor on the reply context when the Agent's message does not read as a question. */
  replyToStatement: number;
  /** Own top probability above which a reply keeps its own reading. */
  replySelfEvident: number;
  /** Transition weights over the stage order. */
  stay: number;
  forward: number;
  forwardDecay: number;
  back: number;
  /** Prior weight of a stage that may come anywhere (Not in Anchor, Other, stages outside the order). */
  floating: number;
  /** Terms found in more than this share of the examples (and more than the floor) skip the neighbour search. */
  commonTermShare: number;
  commonTermFloor: number;
  /** Extra prior weight of a floating stage when the previous message was in it (a billing call stays billing). */
  floatingStay: number;
  /** Share of the logistic regression in the emission (log-linear mix with the nearest examples' reading). */
  logisticShare: number;
  /** Weight of the sequence prior against the emission (an exponent on the prior). */
  priorWeight: number;
  /** Pseudo-counts of the parametric transitions added to those learnt from labelled conversations. */
  transitionSmoothing: number;
  /** Epochs of the logistic regression's training. */
  epochs: number;
}

/** What a model learns from besides a program's examples: phrases, and labelled conversations (for context). */
export interface Corpus {
  phrases: readonly CorpusPhrase[];
  conversations: readonly TrainingConversation[];
}

export const DEFAULT_STAGE_MODEL_OPTIONS: StageModelOptions = {
  wordShare: 0.6,
  neighbours: 3,
  neighbourShare: 0.6,
  temperature: 0.05,
  speakerPrior: 0.6,
  otherSpeaker: 0.85,
  programWeight: 1.5,
  programGate: 0.5,
  programBoost: 20,
  replyContext: 0.8,
  replySelfEvident: 0.6,
  bareAnswerContext: 0.95,
  replyToStatement: 0.5,
  stay: 2,
  forward: 1.5,
  forwardDecay: 0.7,
  back: 0.3,
  floating: 0.15,
  floatingStay: 0.3,
  commonTermShare: 0.05,
  commonTermFloor: 400,
  logisticShare: 0.4,
  priorWeight: 0.8,
  transitionSmoothing: 20,
  epochs: 6,
};

/** The usual order of the ten stages (DESIGN section 4), for programs that have not set their own: the shared one. */
export const DEFAULT_STAGE_ORDER: string[] = [...SHARED_STAGE_ORDER];

const EMPTY_TEXT_STAGE = 'Not in Anchor';

const SPEAKER_AGENT = 0;
const SPEAKER_VISITOR = 1;
const SPEAKER_ANY = 2;
type SpeakerCode = 0 | 1 | 2;

export interface Example {
  text: string;
  stage: number;
  speaker: SpeakerCode;
  weight: number;
  /**
   * A program's example for a stage the corpus knows: it moves a label only where a message is close to it
   * (`programGate`), so that a designer's phrases fix what they are meant to and pull nothing else.
   */
  gated?: boolean;
  /** A gated example the labelled training conversations contradict: it moves no label. */
  rejected?: boolean;
}

/** A term space as plain data: its terms in id order, their idf and the inverted index. */
export interface TermSpaceData<T extends string | number> {
  terms: T[];
  idf: Float64Array;
  unknownIdf: number;
  postingOffsets: Int32Array;
  postingExamples: Int32Array;
  postingWeights: Float64Array;
}

/** One namespace (words or characters) of the TF-IDF space with its inverted index. */
class TermSpace<T extends string | number> {
  readonly ids = new Map<T, number>();
  private df: number[] = [];
  idf: Float64Array = new Float64Array(0);
  unknownIdf = 1;
  postingOffsets: Int32Array = new Int32Array(1);
  postingExamples: Int32Array = new Int32Array(0);
  postingWeights: Float64Array = new Float64Array(0);

  /**
   * Counts a training document's terms and answers their ids and sublinear term frequencies. A document that is
   * not `counted` (a designer's gated example) gets ids for its terms but leaves every term's document frequency
   * as it was, so that it changes no other text's weights.
   */
  addDocument(terms: Map<T, number>, counted = true): { ids: number[]; tf: number[] } {
    const ids: number[] = [];
    const tf: number[] = [];
    for (const [term, count] of terms) {
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.df.length;
        this.ids.set(term, id);
        this.df.push(0);
      }
      if (counted) this.df[id]!++;
      ids.push(id);
      tf.push(1 + Math.log(count));
    }
    return { ids, tf };
  }

  /** The L2-normalised TF-IDF vector of a training document (after finishIdf). */
  weigh(document: { ids: number[]; tf: number[] }): { ids: number[]; weights: number[] } {
    const weights = document.ids.map((id, k) => document.tf[k]! * this.idf[id]!);
    let norm = 0;
    for (const value of weights) norm += value * value;
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: document.ids, weights };
  }

  finishIdf(documents: number): void {
    this.idf = new Float64Array(this.df.length);
    for (let i = 0; i < this.df.length; i++) this.idf[i] = Math.log((documents + 1) / (this.df[i]! + 1)) + 1;
    this.unknownIdf = Math.log(documents + 1) + 1;
  }

  /** Sublinear tf × idf, L2-normalised; unknown terms count in the norm only. */
  vector(terms: Map<T, number>): { ids: number[]; weights: number[] } {
    const ids: number[] = [];
    const weights: number[] = [];
    let norm = 0;
    for (const [term, count] of terms) {
      const id = this.ids.get(term);
      const tf = 1 + Math.log(count);
      const value = tf * (id === undefined ? this.unknownIdf : this.idf[id]!);
      norm += value * value;
      if (id !== undefined) {
        ids.push(id);
        weights.push(value);
      }
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < weights.length; i++) weights[i]! /= norm;
    return { ids, weights };
  }

  /** What labelling reads of the space, as data a worker can send (the typed arrays' buffers transfer). */
  toData(): TermSpaceData<T> {
    return {
      terms: [...this.ids.keys()],
      idf: this.idf,
      unknownIdf: this.unknownIdf,
      postingOffsets: this.postingOffsets,
      postingExamples: this.postingExamples,
      postingWeights: this.postingWeights,
    };
  }

  static fromData<T extends string | number>(data: TermSpaceData<T>): TermSpace<T> {
    const space = new TermSpace<T>();
    data.terms.forEach((term, id) => {
      space.ids.set(term, id);
    });
    space.idf = data.idf;
    space.unknownIdf = data.unknownIdf;
    space.postingOffsets = data.postingOffsets;
    space.postingExamples = data.postingExamples;
    space.postingWeights = data.postingWeights;
    return space;
  }

  buildPostings(vectors: { ids: number[]; weights: number[] }[]): void {
    // Compressed rows: the postings of term t are offsets[t] .. offsets[t + 1] of one array.
    const offsets = new Int32Array(this.df.length + 1);
    for (const vector of vectors) for (const id of vector.ids) offsets[id + 1]!++;
    for (let t = 0; t < this.df.length; t++) offsets[t + 1]! += offsets[t]!;
    const fill = offsets.slice(0, this.df.length);
    this.postingOffsets = offsets;
    this.postingExamples = new Int32Array(offsets[this.df.length]!);
    this.postingWeights = new Float64Array(offsets[this.df.length]!);
    vectors.forEach((vector, example) => {
      for (let i = 0; i < vector.ids.length; i++) {
        const at = fill[vector.ids[i]!]!++;
        this.postingExamples[at] = example;
        this.postingWeights[at] = vector.weights[i]!;
      }
    });
  }
}

type Features = ReturnType<typeof featuresOf>;

const featuresOf = (text: string) => {
  const all = foldNumbers(words(normalize(text)));
  const view = contentView(all);
  return {
    words: countTerms(wordFeatures(view.tokens)),
    chars: charFeatures(view.tokens),
    empty: all.length === 0,
    bareAnswer: view.answer,
  };
};

/**
 * Features of example texts, kept across trainings: a retraining after a save only reads the examples that are
 * new. Features are a pure function of the text; the cache is bounded and starts afresh when full.
 */
const featureCache = new Map<string, Features>();
const FEATURE_CACHE_LIMIT = 100_000;
const cachedFeatures = (text: string): Features => {
  let feature = featureCache.get(text);
  if (!feature) {
    feature = featuresOf(text);
    if (featureCache.size >= FEATURE_CACHE_LIMIT) featureCache.clear();
    featureCache.set(text, feature);
  }
  return feature;
};

/** Position of a message in its conversation, in buckets that double. */
const positionBucket = (position: number) =>
  position < 2 ? String(position) : position < 4 ? '2' : position < 8 ? '4' : position < 16 ? '8' : '16';

const SPEAKER_NAMES = ['A', 'V'];

/** What the logistic regression knows of the message before: its speaker and text. */
interface PreviousMessage {
  speaker: SpeakerCode;
  content: string;
}

/**
 * The logistic regression's features of a message, with their values: word unigrams and bigrams, character
 * n-grams, the speaker and its words, a bare answer or backchannel; and, when the message is in a conversation,
 * its position and what the message before said (a reply takes its question's stage). Each group sums to one
 * in square, so long and short messages weigh alike.
 */
const logisticFeatures = (
  content: string,
  speaker: SpeakerCode,
  previous: PreviousMessage | null,
  position: number | null,
): Map<string, number> => {
  const out = new Map<string, number>();
  const feature = featuresOf(content);
  const group = (keys: string[], scale = 1) => {
    if (keys.length === 0) return;
    const value = scale / Math.sqrt(keys.length);
    for (const key of keys) out.set(key, (out.get(key) ?? 0) + value);
  };
  const unigrams = [...feature.words.keys()].filter((term) => !term.includes(' '));
  group([...feature.words.keys()].map((term) => `w:${term}`));
  group([...feature.chars.keys()].map((code) => `c:${code}`));
  if (feature.empty) out.set('empty', 1);
  if (feature.bareAnswer) out.set('bare', 1);
  if (unigrams.length <= 2) out.set(`short:${unigrams.length}`, 1);
  if (speaker !== SPEAKER_ANY) {
    const who = SPEAKER_NAMES[speaker]!;
    out.set(`s:${who}`, 1);
    group(
      unigrams.map((term) => `${who}:${term}`),
      0.7,
    );
    if (feature.bareAnswer) out.set(`bare:${who}`, 1);
  }
  if (position !== null) {
    const bucket = positionBucket(position);
    out.set(`pos:${bucket}`, 1);
    if (speaker !== SPEAKER_ANY) out.set(`pos:${bucket}:${SPEAKER_NAMES[speaker]}`, 1);
  }
  if (previous) {
    const other = previous.speaker !== speaker;
    out.set(other ? 'p:other' : 'p:same', 1);
    if (other) {
      const before = featuresOf(previous.content);
      group(
        [...before.words.keys()].filter((term) => !term.includes(' ')).map((term) => `pw:${term}`),
        0.7,
      );
      if (isQuestion(previous.content)) {
        out.set('p:question', 1);
        if (feature.bareAnswer) out.set('bare:after-question', 1);
      }
      if (isInvitation(previous.content)) out.set('p:invitation', 1);
    }
  }
  return out;
};

const speakerCode = (from: CorpusPhrase['from'] | undefined): SpeakerCode =>
  from === 'Agent' ? SPEAKER_AGENT : from === 'Visitor' ? SPEAKER_VISITOR : SPEAKER_ANY;

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Feature ids and values of a feature map; unknown features get a new id when `grow`, else are left out. */
const sparseOf = (featureIds: Map<string, number>, keys: Map<string, number>, grow: boolean) => {
  const ids: number[] = [];
  const values: number[] = [];
  for (const [key, value] of keys) {
    let id = featureIds.get(key);
    if (id === undefined) {
      if (!grow) continue;
      id = featureIds.size;
      featureIds.set(key, id);
    }
    ids.push(id);
    values.push(value);
  }
  return { ids: Int32Array.from(ids), values: Float32Array.from(values) };
};

interface Logistic {
  /** The stage of each class. */
  labels: string[];
  /** Its features' ids by what a live message reads them from (the names they were trained by are not kept). */
  index: LogisticIndex;
  softmax: Softmax;
}

/**
 * Trains the logistic regression of a corpus: its phrases without context, and every message of its labelled
 * conversations with its position and the message before it. Its classes are the corpus's stages, in the order of
 * `labels`; a program's model maps its own stages onto them.
 */
function* logisticSteps(corpus: Corpus, epochs: number): Generator<void, Logistic> {
  const labels = [
    ...new Set([
      ...corpus.phrases.map((phrase) => phrase.stage),
      ...corpus.conversations.flatMap((conversation) =>
        conversation.messages.map((message) => message.stage),
      ),
    ]),
  ];
  const classOf = new Map(labels.map((label, index) => [label, index]));
  const featureIds = new Map<string, number>();
  const training: SparseExample[] = [];
  const add = (
    content: string,
    speaker: SpeakerCode,
    previous: PreviousMessage | null,
    position: number | null,
    label: number,
    weight: number,
  ) => {
    if (speaker === SPEAKER_ANY) {
      add(content, SPEAKER_AGENT, previous, position, label, weight / 2);
      add(content, SPEAKER_VISITOR, previous, position, label, weight / 2);
      return;
    }
    const features = logisticFeatures(content, speaker, previous, position);
    training.push({ ...sparseOf(featureIds, features, true), label, weight });
  };
  for (const phrase of corpus.phrases)
    add(phrase.text, speakerCode(phrase.from), null, null, classOf.get(phrase.stage)!, 1);
  yield;
  for (const [n, conversation] of corpus.conversations.entries()) {
    let previous: PreviousMessage | null = null;
    conversation.messages.forEach((message, position) => {
      const speaker = message.from === 'Agent' ? SPEAKER_AGENT : SPEAKER_VISITOR;
      add(message.content, speaker, previous, position, classOf.get(message.stage)!, 1);
      previous = { speaker, content: message.content };
    });
    if (n % 10 === 9) yield;
  }
  const softmax = yield* softmaxSteps(training, featureIds.size, labels.length, { epochs });
  const index = yield* logisticIndexSteps(featureIds);
  return { labels, index, softmax };
}

/** The trained logistic regression of each corpus, by epochs: trained once, then shared by every program. */
const logisticCache = new WeakMap<Corpus, Map<number, Logistic>>();
const byEpochsOf = (corpus: Corpus) => {
  let byEpochs = logisticCache.get(corpus);
  if (!byEpochs) {
    byEpochs = new Map();
    logisticCache.set(corpus, byEpochs);
  }
  return byEpochs;
};
const cachedLogistic = (corpus: Corpus, epochs: number): Logistic => {
  const byEpochs = byEpochsOf(corpus);
  let found = byEpochs.get(epochs);
  if (!found) {
    found = runSteps(logisticSteps(corpus, epochs));
    byEpochs.set(epochs, found);
  }
  return found;
};

/**
 * A regression's feature ids by what a live message reads them from, built once a regression: a message's terms
 * find their features without the feature's name being built (`w:` + term, `c:` + hash...), and unknown ones are
 * -1.
 */
interface LogisticIndex {
  word: Map<string, number>;
  char: Map<number, number>;
  /** Unigrams said by the Agent, by the Visitor, and by the other side in the message before. */
  speakerWord: [Map<string, number>, Map<string, number>];
  previousWord: Map<string, number>;
  empty: number;
  bare: number;
  /** short:0, short:1, short:2 */
  short: Int32Array;
  /** By speaker (A, V). */
  speaker: Int32Array;
  bareBy: Int32Array;
  /** pos:<bucket>, by bucket index (0, 1, 2, 4, 8, 16), and pos:<bucket>:<speaker> at bucket × 2 + speaker. */
  position: Int32Array;
  positionBy: Int32Array;
  other: number;
  same: number;
  question: number;
  bareAfterQuestion: number;
  invitation: number;
}

const POSITION_BUCKETS = ['0', '1', '2', '4', '8', '16'];
/** Index of `positionBucket(position)` in POSITION_BUCKETS. */
const positionIndex = (position: number) =>
  position < 2 ? position : position < 4 ? 2 : position < 8 ? 3 : position < 16 ? 4 : 5;

/** A regression's index, built from its features' names after its training, yielding now and then. */
function* logisticIndexSteps(ids: Map<string, number>): Generator<void, LogisticIndex> {
  const idOf = (key: string) => ids.get(key) ?? -1;
  const word = new Map<string, number>();
  const char = new Map<number, number>();
  const agent = new Map<string, number>();
  const visitor = new Map<string, number>();
  const previousWord = new Map<string, number>();
  let read = 0;
  for (const [key, id] of ids) {
    if (++read % 20_000 === 0) yield;
    if (key.startsWith('w:')) word.set(key.slice(2), id);
    else if (key.startsWith('c:')) char.set(Number(key.slice(2)), id);
    else if (key.startsWith('A:')) agent.set(key.slice(2), id);
    else if (key.startsWith('V:')) visitor.set(key.slice(2), id);
    else if (key.startsWith('pw:')) previousWord.set(key.slice(3), id);
  }
  return {
    word,
    char,
    speakerWord: [agent, visitor],
    previousWord,
    empty: idOf('empty'),
    bare: idOf('bare'),
    short: Int32Array.from([0, 1, 2], (n) => idOf(`short:${n}`)),
    speaker: Int32Array.from(SPEAKER_NAMES, (who) => idOf(`s:${who}`)),
    bareBy: Int32Array.from(SPEAKER_NAMES, (who) => idOf(`bare:${who}`)),
    position: Int32Array.from(POSITION_BUCKETS, (bucket) => idOf(`pos:${bucket}`)),
    positionBy: Int32Array.from({ length: POSITION_BUCKETS.length * 2 }, (_, k) =>
      idOf(`pos:${POSITION_BUCKETS[k >> 1]}:${SPEAKER_NAMES[k & 1]}`),
    ),
    other: idOf('p:other'),
    same: idOf('p:same'),
    question: idOf('p:question'),
    bareAfterQuestion: idOf('bare:after-question'),
    invitation: idOf('p:invitation'),
  };
}

/** The one reader of live messages' features (labelling is synchronous: one message at a time). */
const liveFeatures = new MessageFeatures();
/** The regression's feature vector of the live message being labelled. */
let logisticIds = new Int32Array(1024);
let logisticValues = new Float32Array(1024);

const preparing = new WeakMap<Corpus, Promise<void>>();

/**
 * Trains a corpus's logistic regression (a second or two of work, once a process) in slices of a few
 * milliseconds, each in a task of its own, so that a server keeps answering meanwhile; models trained from the
 * corpus afterwards find it ready. Without it, the first model of a corpus trains it at once.
 */
export const prepareCorpus = (
  corpus: Corpus,
  options: Partial<Pick<StageModelOptions, 'epochs'>> = {},
): Promise<void> => {
  const epochs = options.epochs ?? DEFAULT_STAGE_MODEL_OPTIONS.epochs;
  if (corpus.conversations.length === 0 || byEpochsOf(corpus).has(epochs)) return Promise.resolve();
  let pending = preparing.get(corpus);
  if (!pending) {
    pending = (async () => {
      const steps = logisticSteps(corpus, epochs);
      for (;;) {
        const next = steps.next();
        if (next.done) {
          byEpochsOf(corpus).set(epochs, next.value);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })().finally(() => preparing.delete(corpus));
    preparing.set(corpus, pending);
  }
  return pending;
};

/**
 * Learns a program's stage model from its stage definitions and the default corpus. Disabled stages are left
 * out; a stage of the ten gets the corpus phrases of its label plus the program's examples (which weigh more);
 * a custom stage learns from its examples alone.
 */
export const trainStageModel = (
  definition: StageModelDefinition,
  defaultCorpus: readonly CorpusPhrase[] | Corpus,
  options: Partial<StageModelOptions> = {},
): StageModel => stageModelOf(trainStageModelData(definition, defaultCorpus, options), defaultCorpus);

const corpusOf = (defaultCorpus: readonly CorpusPhrase[] | Corpus): Corpus =>
  'phrases' in defaultCorpus
    ? defaultCorpus
    : { phrases: defaultCorpus as readonly CorpusPhrase[], conversations: [] };

/**
 * A trained program model as plain data (arrays, typed arrays, plain objects): what a worker thread trains and
 * sends back (`stageModelTransferList` names the buffers to move rather than copy), and `stageModelOf` turns into
 * a model. Labelling does not read the corpus's regression from it: that is trained once a process and shared.
 */
export interface TrainedStageModel {
  version: number;
  options: StageModelOptions;
  stageNames: string[];
  examples: Example[];
  /** The stage of an empty message, when the program has it. */
  emptyStage: number | undefined;
  word: TermSpaceData<string>;
  char: TermSpaceData<number>;
  wordCentroids: Float64Array[];
  charCentroids: Float64Array[];
  logSpeakerPrior: Float64Array[];
  phaseStages: number[];
  floating: Uint8Array;
  transitions: Float64Array[];
  learnt: boolean;
  floatingStayProbability: Float64Array;
  floatingEnterProbability: Float64Array;
  /** Whether the corpus has labelled conversations (and so a regression to mix in). */
  withLogistic: boolean;
}

/** The buffers of a trained model, to transfer with `postMessage` (the model is unusable by the sender after). */
export const stageModelTransferList = (data: TrainedStageModel): ArrayBuffer[] => {
  const arrays: ArrayBufferView[] = [
    data.word.idf,
    data.word.postingOffsets,
    data.word.postingExamples,
    data.word.postingWeights,
    data.char.idf,
    data.char.postingOffsets,
    data.char.postingExamples,
    data.char.postingWeights,
    ...data.wordCentroids,
    ...data.charCentroids,
    ...data.logSpeakerPrior,
    data.floating,
    ...data.transitions,
    data.floatingStayProbability,
    data.floatingEnterProbability,
  ];
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
};

/** Bytes a trained model holds, roughly (its typed arrays, term tables and example texts), for bounded caches. */
export const stageModelBytes = (data: TrainedStageModel): number => {
  let bytes = 0;
  for (const buffer of stageModelTransferList(data)) bytes += buffer.byteLength;
  // A Map entry and a short string each cost some tens of bytes in V8.
  for (const term of data.word.terms) bytes += 48 + term.length * 2;
  bytes += data.char.terms.length * 40;
  for (const example of data.examples) bytes += 64 + example.text.length * 2;
  return bytes;
};

/**
 * Terms in more than a share of the counted examples (a designer's gated ones are not counted) skip the neighbour
 * search: a term's idf, which only counted examples make, below this.
 */
const commonTermIdf = (examples: readonly Example[], opt: StageModelOptions): number => {
  const counted = examples.filter((example) => !example.gated).length;
  const commonPostings = Math.max(opt.commonTermFloor, Math.floor(opt.commonTermShare * counted));
  return Math.log((counted + 1) / (commonPostings + 1)) + 1;
};

/** Verdicts of `rejectContradictedExamples`, by training conversations; bounded, started afresh when full. */
const verdictCache = new WeakMap<readonly TrainingConversation[], Map<string, boolean>>();
const VERDICT_CACHE_MAX = 50_000;
/** The training messages' word weights, by training conversations and the space they were read in (a few kept). */
const messageWords = new WeakMap<
  readonly TrainingConversation[],
  Map<string, ({ terms: string[]; weights: Float64Array } | null)[]>
>();

/**
 * A designer's example of a corpus stage may only add evidence where it is right: one that would move a message of
 * the labelled training conversations that belongs to another stage (its similarity above the gate, as it would
 * move a live message) is contradicted by them and left out (`rejected`), however often it fires on its own stage.
 * Gated examples weigh no term, so the training messages read the same vectors with and without them.
 */
const rejectContradictedExamples = (
  examples: Example[],
  stageNames: readonly string[],
  corpus: Corpus,
  wordSpace: TermSpace<string>,
  wordVectors: { ids: number[]; weights: number[] }[],
  charSpace: TermSpace<number>,
  charVectors: { ids: number[]; weights: number[] }[],
  opt: StageModelOptions,
): void => {
  const all = examples.flatMap((example, i) => (example.gated ? [i] : []));
  if (all.length === 0) return;
  // Verdicts are kept by the space they were read in (the corpus, its stages and what weighs terms), so that a
  // retraining after a save reads the training conversations for its new examples only.
  let byCorpus = verdictCache.get(corpus.conversations);
  if (!byCorpus) {
    byCorpus = new Map();
    verdictCache.set(corpus.conversations, byCorpus);
  }
  const space = `${stageNames.join('|')}\u0001${examples
    .filter((example) => !example.gated && example.weight !== 1)
    .map((example) => example.text)
    .join('\u0001')}\u0001${examples.length - all.length}`;
  const keyOf = (i: number) => `${space}\u0002${examples[i]!.stage}\u0002${examples[i]!.text}`;
  const gated: number[] = [];
  for (const i of all) {
    const known = byCorpus.get(keyOf(i));
    if (known === undefined) gated.push(i);
    else if (known) examples[i]!.rejected = true;
  }
  if (byCorpus.size + gated.length > VERDICT_CACHE_MAX) byCorpus.clear();
  if (gated.length === 0) return;
  const commonIdf = commonTermIdf(examples, opt);
  // A message's similarity to an example is wordShare × words + (1 − wordShare) × characters, each at most 1: the
  // word part alone finds the few examples that can reach the gate; characters are read for those only. Words are
  // matched by their text: a message's word weights do not depend on the gated examples (they weigh no term), so
  // they are worked out once for the space and kept.
  const wordPostings = new Map<string, { at: number; weight: number }[]>();
  const charIds: Int32Array[] = [];
  const charWeightsOf: Float64Array[] = [];
  /** The norm of an example's characters that are read: with the message's, a bound on their product. */
  const charNorms: number[] = [];
  gated.forEach((i, at) => {
    const terms = [...cachedFeatures(examples[i]!.text).words.keys()];
    const word = wordVectors[i]!;
    word.ids.forEach((id, k) => {
      if (wordSpace.idf[id]! < commonIdf) return;
      const term = terms[k]!;
      const list = wordPostings.get(term);
      const entry = { at, weight: word.weights[k]! };
      if (list) list.push(entry);
      else wordPostings.set(term, [entry]);
    });
    const char = charVectors[i]!;
    const kept = char.ids.flatMap((id, k) => (charSpace.idf[id]! >= commonIdf ? [k] : []));
    charIds.push(Int32Array.from(kept, (k) => char.ids[k]!));
    charWeightsOf.push(Float64Array.from(kept, (k) => char.weights[k]!));
    charNorms.push(Math.sqrt(kept.reduce((sum, k) => sum + char.weights[k]! ** 2, 0)));
  });
  let vectors = messageWords.get(corpus.conversations)?.get(space);
  if (!vectors) {
    vectors = corpus.conversations.flatMap((conversation) =>
      conversation.messages.map((message) => {
        const feature = cachedFeatures(message.content);
        if (feature.empty) return null;
        const terms = [...feature.words.keys()];
        const vector = wordSpace.vector(feature.words);
        // vector() keeps known terms in order; unknown ones (no example has them) match nothing.
        const known = terms.filter((term) => wordSpace.ids.has(term));
        return { terms: known, weights: Float64Array.from(vector.weights) };
      }),
    );
    let bySpace = messageWords.get(corpus.conversations);
    if (!bySpace) {
      bySpace = new Map();
      messageWords.set(corpus.conversations, bySpace);
    }
    if (bySpace.size >= 4) bySpace.clear();
    bySpace.set(space, vectors);
  }
  const wordNeeded = (opt.programGate - (1 - opt.wordShare)) / opt.wordShare;
  const wordSims = new Float64Array(gated.length);
  const touched: number[] = [];
  const contradicted = new Uint8Array(gated.length);
  const dense = new Float64Array(charSpace.ids.size);
  let n = -1;
  for (const conversation of corpus.conversations)
    for (const message of conversation.messages) {
      n++;
      const words = vectors[n];
      if (!words) continue;
      const stage = stageNames.indexOf(message.stage);
      touched.length = 0;
      words.terms.forEach((term, k) => {
        for (const { at, weight } of wordPostings.get(term) ?? []) {
          if (wordSims[at] === 0) touched.push(at);
          wordSims[at]! += words.weights[k]! * weight;
        }
      });
      let chars: { ids: number[]; weights: number[] } | undefined;
      let charNorm = 0;
      for (const at of touched) {
        const wordSim = wordSims[at]!;
        wordSims[at] = 0;
        if (contradicted[at] || wordSim < wordNeeded || examples[gated[at]!]!.stage === stage) continue;
        if (!chars) {
          chars = charSpace.vector(cachedFeatures(message.content).chars);
          for (let k = 0; k < chars.ids.length; k++) {
            if (charSpace.idf[chars.ids[k]!]! < commonIdf) continue;
            dense[chars.ids[k]!] = chars.weights[k]!;
            charNorm += chars.weights[k]! ** 2;
          }
          charNorm = Math.sqrt(charNorm);
        }
        // Cauchy–Schwarz: the characters can add at most the product of the two norms.
        if (opt.wordShare * wordSim + (1 - opt.wordShare) * charNorms[at]! * charNorm < opt.programGate)
          continue;
        const ids = charIds[at]!;
        const weights = charWeightsOf[at]!;
        let charSim = 0;
        for (let k = 0; k < ids.length; k++) charSim += weights[k]! * dense[ids[k]!]!;
        if (opt.wordShare * wordSim + (1 - opt.wordShare) * charSim >= opt.programGate) contradicted[at] = 1;
      }
      if (chars) for (const id of chars.ids) dense[id] = 0;
    }
  gated.forEach((i, at) => {
    if (contradicted[at]) examples[i]!.rejected = true;
    byCorpus.set(keyOf(i), contradicted[at] === 1);
  });
};

/** Trains a program's model (the work of `trainStageModel`) and answers it as data; pure and synchronous. */
export const trainStageModelData = (
  definition: StageModelDefinition,
  defaultCorpus: readonly CorpusPhrase[] | Corpus,
  options: Partial<StageModelOptions> = {},
): TrainedStageModel => {
  const opt: StageModelOptions = { ...DEFAULT_STAGE_MODEL_OPTIONS, ...options };
  const corpus = corpusOf(defaultCorpus);
  const enabled = definition.stages.filter((stage) => stage.enabled);
  const examples: Example[] = [];
  const stageIndex = new Map<string, number>();
  const stageNames: string[] = [];
  for (const stage of enabled) {
    if (stageIndex.has(stage.label)) continue;
    const own = stage.examples.map((text) => text.trim()).filter((text) => text !== '');
    const fromCorpus = corpus.phrases.filter((phrase) => phrase.stage === stage.label);
    if (own.length === 0 && fromCorpus.length === 0) continue;
    const index = stageNames.length;
    stageIndex.set(stage.label, index);
    stageNames.push(stage.label);
    for (const phrase of fromCorpus)
      examples.push({ text: phrase.text, stage: index, speaker: speakerCode(phrase.from), weight: 1 });
    for (const text of own)
      examples.push({
        text,
        stage: index,
        speaker: SPEAKER_ANY,
        weight: opt.programWeight,
        gated: fromCorpus.length > 0 && opt.programGate < 1,
      });
  }
  const stageCount = stageNames.length;

  // TF-IDF spaces, example vectors and inverted indexes.
  const wordSpace = new TermSpace<string>();
  const charSpace = new TermSpace<number>();
  const features = examples.map((example) => cachedFeatures(example.text));
  // A designer's example of a corpus stage (gated) only ever adds evidence for its stage where a message is close
  // to it: it counts in no term's weight, no speaker prior and no share of common terms, so that every other
  // reading stays exactly as without it.
  const counted = examples.filter((example) => !example.gated).length;
  const wordDocuments = features.map((feature, i) =>
    wordSpace.addDocument(feature.words, !examples[i]!.gated),
  );
  const charDocuments = features.map((feature, i) =>
    charSpace.addDocument(feature.chars, !examples[i]!.gated),
  );
  wordSpace.finishIdf(counted);
  charSpace.finishIdf(counted);
  const wordVectors = wordDocuments.map((document) => wordSpace.weigh(document));
  const charVectors = charDocuments.map((document) => charSpace.weigh(document));
  wordSpace.buildPostings(wordVectors);
  charSpace.buildPostings(charVectors);
  rejectContradictedExamples(
    examples,
    stageNames,
    corpus,
    wordSpace,
    wordVectors,
    charSpace,
    charVectors,
    opt,
  );

  // Stage centroids (weighted mean of the example vectors, L2-normalised), dense over the term ids.
  const centroid = <T extends string | number>(
    space: TermSpace<T>,
    vectors: { ids: number[]; weights: number[] }[],
  ) => {
    const dense = Array.from({ length: stageCount }, () => new Float64Array(space.ids.size));
    vectors.forEach((vector, i) => {
      const example = examples[i]!;
      if (example.gated) return;
      const row = dense[example.stage]!;
      for (let k = 0; k < vector.ids.length; k++) row[vector.ids[k]!]! += vector.weights[k]! * example.weight;
    });
    for (const row of dense) {
      let norm = 0;
      for (const value of row) norm += value * value;
      norm = Math.sqrt(norm) || 1;
      for (let k = 0; k < row.length; k++) row[k]! /= norm;
    }
    return dense;
  };
  const wordCentroids = centroid(wordSpace, wordVectors);
  const charCentroids = centroid(charSpace, charVectors);

  // log P(stage | speaker), Laplace-smoothed; examples of either side count half to each.
  const speakerCounts = [new Float64Array(stageCount), new Float64Array(stageCount)];
  for (const example of examples) {
    if (example.gated) continue;
    if (example.speaker === SPEAKER_ANY) {
      speakerCounts[0]![example.stage]! += 0.5;
      speakerCounts[1]![example.stage]! += 0.5;
    } else speakerCounts[example.speaker]![example.stage]! += 1;
  }
  const logSpeakerPrior = speakerCounts.map((counts) => {
    const total = counts.reduce((sum, value) => sum + value, 0) + stageCount;
    return Float64Array.from(counts, (value) => Math.log((value + 1) / total));
  });

  // Sequence prior: phase stages in the builder's order, floating stages anywhere.
  const floating = new Uint8Array(stageCount);
  const phaseStages: number[] = [];
  for (const label of definition.order) {
    const index = stageIndex.get(label);
    if (index === undefined || FLOATING_STAGES.includes(label) || phaseStages.includes(index)) continue;
    phaseStages.push(index);
  }
  for (let s = 0; s < stageCount; s++) if (!phaseStages.includes(s)) floating[s] = 1;
  const phaseCount = phaseStages.length;
  /** transitions[i][j]: from phase i (row phaseCount is the start) to phase j; rows sum to 1. */
  const transitions = Array.from({ length: phaseCount + 1 }, (_, from) => {
    const row = new Float64Array(phaseCount);
    const position = from === phaseCount ? -1 : from;
    for (let to = 0; to < phaseCount; to++) {
      const step = to - position;
      row[to] =
        step === 0 ? opt.stay : step > 0 ? opt.forward * opt.forwardDecay ** (step - 1) : opt.back / -step;
    }
    const sum = row.reduce((total, value) => total + value, 0) || 1;
    for (let to = 0; to < phaseCount; to++) row[to]! /= sum;
    return row;
  });

  // Transitions learnt from the labelled conversations: how far along the program's order the phase moves from
  // one phase message to the next (floating messages between them leave it), and how often each floating stage
  // comes, after itself and after anything else. The parametric rows above smooth them.
  const learnt = corpus.conversations.length > 0;
  const steps = new Map<number, number>();
  const starts = new Float64Array(phaseCount);
  const floatingAfterSelf = new Float64Array(stageCount);
  const floatingAfterOther = new Float64Array(stageCount);
  let afterSelf = new Float64Array(stageCount);
  let messagesSeen = 0;
  for (const conversation of corpus.conversations) {
    let last = -1;
    let previousLabel = -1;
    for (const message of conversation.messages) {
      const index = stageIndex.get(message.stage);
      if (index === undefined) continue;
      messagesSeen++;
      if (previousLabel >= 0 && floating[previousLabel]) afterSelf[previousLabel]!++;
      if (floating[index]) {
        if (previousLabel === index) floatingAfterSelf[index]!++;
        else floatingAfterOther[index]!++;
      } else {
        const position = phaseStages.indexOf(index);
        if (last < 0) starts[position]!++;
        else steps.set(position - last, (steps.get(position - last) ?? 0) + 1);
        last = position;
      }
      previousLabel = index;
    }
  }
  if (learnt) {
    transitions.forEach((row, from) => {
      const position = from === phaseCount ? -1 : from;
      let sum = 0;
      for (let to = 0; to < phaseCount; to++) {
        const counted = from === phaseCount ? starts[to]! : (steps.get(to - position) ?? 0);
        row[to] = counted + opt.transitionSmoothing * row[to]!;
        sum += row[to]!;
      }
      for (let to = 0; to < phaseCount; to++) row[to]! /= sum || 1;
    });
  }
  /** P(floating stage | the message before was in it) and P(floating stage | it was not), Laplace-smoothed. */
  const floatingStayProbability = Float64Array.from(
    floatingAfterSelf,
    (count, s) => (count + 1) / (afterSelf[s]! + 2),
  );
  const floatingEnterProbability = Float64Array.from(
    floatingAfterOther,
    (count, s) => (count + 1) / (messagesSeen - afterSelf[s]! + stageCount),
  );
  afterSelf = new Float64Array(0);
  // A floating stage the conversations never show (a custom stage outside the order) comes as often as the
  // floating stages they show do, on average.
  const seen = [...floatingStayProbability.keys()].filter(
    (s) => floating[s] && floatingAfterSelf[s]! + floatingAfterOther[s]! > 0,
  );
  const mean = (values: Float64Array) =>
    seen.length === 0 ? opt.floating : seen.reduce((sum, s) => sum + values[s]!, 0) / seen.length;
  const meanStay = mean(floatingStayProbability);
  const meanEnter = mean(floatingEnterProbability);
  for (let s = 0; s < stageCount; s++)
    if (floating[s] && floatingAfterSelf[s]! + floatingAfterOther[s]! === 0) {
      floatingStayProbability[s] = meanStay;
      floatingEnterProbability[s] = meanEnter;
    }

  return {
    version: definition.version ?? 0,
    options: opt,
    stageNames,
    examples,
    emptyStage: stageIndex.get(EMPTY_TEXT_STAGE),
    word: wordSpace.toData(),
    char: charSpace.toData(),
    wordCentroids,
    charCentroids,
    logSpeakerPrior,
    phaseStages,
    floating,
    transitions,
    learnt,
    floatingStayProbability,
    floatingEnterProbability,
    withLogistic: corpus.conversations.length > 0,
  };
};

/**
 * The model of trained data. Its corpus's regression is read from the process's cache (`prepareCorpus`), and
 * trained at once if the corpus was not prepared.
 */
export const stageModelOf = (
  data: TrainedStageModel,
  defaultCorpus: readonly CorpusPhrase[] | Corpus,
): StageModel => {
  const {
    options: opt,
    stageNames,
    examples,
    emptyStage,
    wordCentroids,
    charCentroids,
    logSpeakerPrior,
    phaseStages,
    floating,
    transitions,
    learnt,
    floatingStayProbability,
    floatingEnterProbability,
  } = data;
  const stageCount = stageNames.length;
  const phaseCount = phaseStages.length;
  const wordSpace = TermSpace.fromData(data.word);
  const charSpace = TermSpace.fromData(data.char);
  // The corpus's logistic regression, trained once and shared: a save retrains only the nearest examples. Each
  // stage of the program reads its class; a custom stage has none and is read from the nearest examples alone.
  const logistic =
    stageCount > 1 && opt.logisticShare > 0 && data.withLogistic
      ? cachedLogistic(corpusOf(defaultCorpus), opt.epochs)
      : undefined;
  const classOfStage = Int32Array.from(stageNames, (label) => logistic?.labels.indexOf(label) ?? -1);
  const hasGated = examples.some((example) => example.gated);
  const commonIdf = commonTermIdf(examples, opt);
  const sims = new Float64Array(examples.length);
  // The examples a message touches (each once): an array of fixed size, since an array emptied and grown again
  // would allocate its store afresh each message.
  let touched = new Int32Array(Math.max(16, examples.length));
  let touchedCount = 0;
  const neighbours = opt.neighbours;
  // Buffers of one message's labelling, reused from message to message (labelling is synchronous).
  /** The nearest examples of each stage, best first: stage s holds topLength[s] at s × neighbours onwards. */
  const topExample = new Int32Array(stageCount * neighbours);
  const topSim = new Float64Array(stageCount * neighbours);
  const topLength = new Int32Array(stageCount);
  const ownProbabilities = new Float64Array(stageCount);
  const gated = new Float64Array(stageCount);
  const logits = new Float64Array(stageCount);
  const replyMixed = new Float64Array(stageCount);
  const logisticMixed = new Float64Array(stageCount);
  const boosted = new Float64Array(stageCount);
  const prior = new Float64Array(stageCount);
  const read = new Float64Array(logistic?.labels.length ?? 0);
  const index = logistic?.index;
  let wordIds = new Int32Array(64);
  let wordWeights = new Float64Array(64);
  let charIds = new Int32Array(256);
  let charWeights = new Float64Array(256);
  // The examples' fields as typed arrays, so that the hot loops read no object.
  const exampleStage = Int32Array.from(examples, (example) => example.stage);
  const exampleWeight = Float64Array.from(examples, (example) => example.weight);
  /** Other than own speaker: the similarity's factor, by the message's speaker (Agent, Visitor). */
  const exampleSpeakerFactor = [
    Float64Array.from(examples, (example) =>
      example.speaker === SPEAKER_ANY || example.speaker === SPEAKER_AGENT ? 1 : opt.otherSpeaker,
    ),
    Float64Array.from(examples, (example) =>
      example.speaker === SPEAKER_ANY || example.speaker === SPEAKER_VISITOR ? 1 : opt.otherSpeaker,
    ),
  ] as const;
  /** 1: gated, 2: rejected. */
  const exampleKind = Uint8Array.from(examples, (example) => (example.rejected ? 2 : example.gated ? 1 : 0));
  const { programGate, wordShare, neighbourShare, temperature } = opt;

  /**
   * A space's L2-normalised TF-IDF vector of the message's terms (as `TermSpace.vector` reads them: sublinear tf
   * × idf, unknown terms in the norm only) into `ids` and `weights`; answers its length.
   */
  const vectorOf = <T extends string | number>(
    space: TermSpace<T>,
    terms: ArrayLike<T>,
    counts: Int32Array,
    count: number,
    ids: Int32Array,
    weights: Float64Array,
  ): number => {
    let length = 0;
    let norm = 0;
    for (let t = 0; t < count; t++) {
      const id = space.ids.get(terms[t]!);
      const tf = 1 + Math.log(counts[t]!);
      const value = tf * (id === undefined ? space.unknownIdf : space.idf[id]!);
      norm += value * value;
      if (id !== undefined) {
        ids[length] = id;
        weights[length++] = value;
      }
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < length; i++) weights[i]! /= norm;
    return length;
  };

  /** Adds a space's vector's share of similarity to every example it touches. */
  const accumulate = <T extends string | number>(
    space: TermSpace<T>,
    ids: Int32Array,
    weights: Float64Array,
    length: number,
    share: number,
  ) => {
    for (let k = 0; k < length; k++) {
      const id = ids[k]!;
      const weight = weights[k]! * share;
      const end = space.postingOffsets[id + 1]!;
      // Terms in a large share of the examples weigh little and would touch most of them: left to the centroids.
      if (space.idf[id]! < commonIdf) continue;
      for (let p = space.postingOffsets[id]!; p < end; p++) {
        const example = space.postingExamples[p]!;
        if (sims[example] === 0) {
          // Full only when a zero weight leaves an example at 0 (a share of 0): it is then listed again, as before.
          if (touchedCount === touched.length) {
            const larger = new Int32Array(touched.length * 2);
            larger.set(touched);
            touched = larger;
          }
          touched[touchedCount++] = example;
        }
        sims[example]! += weight * space.postingWeights[p]!;
      }
    }
  };

  /**
   * Similarity of the message read into `liveFeatures` to every example, the stage probabilities it implies
   * (`ownProbabilities`), its best examples (`topExample`...) and the gated examples' similarity (`gated`).
   */
  const emit = (feature: MessageFeatures, speaker: 0 | 1): number => {
    topLength.fill(0);
    gated.fill(0);
    if (feature.empty || stageCount === 0) {
      ownProbabilities.fill(0);
      if (emptyStage !== undefined) ownProbabilities[emptyStage] = 1;
      else ownProbabilities.fill(1 / Math.max(1, stageCount));
      return 1;
    }
    touchedCount = 0;
    if (remake(wordIds.length, feature.wordCount)) {
      wordIds = new Int32Array(feature.wordCount * 2);
      wordWeights = new Float64Array(feature.wordCount * 2);
    }
    if (remake(charIds.length, feature.charCount)) {
      charIds = new Int32Array(feature.charCount * 2);
      charWeights = new Float64Array(feature.charCount * 2);
    }
    const wordLength = vectorOf(
      wordSpace,
      feature.wordTerms,
      feature.wordCounts,
      feature.wordCount,
      wordIds,
      wordWeights,
    );
    accumulate(wordSpace, wordIds, wordWeights, wordLength, wordShare);
    const charLength = vectorOf(
      charSpace,
      feature.charKeys,
      feature.charCounts,
      feature.charCount,
      charIds,
      charWeights,
    );
    accumulate(charSpace, charIds, charWeights, charLength, 1 - wordShare);
    nearest(speaker);
    return score(speaker, wordLength, charLength);
  };

  /**
   * Nearest examples of each stage among those the message touched, kept sorted, at most `neighbours` each; a
   * gated program example counts only above the gate, and its similarity is kept apart.
   */
  const nearest = (speaker: 0 | 1) => {
    const factor = exampleSpeakerFactor[speaker];
    for (let t = 0; t < touchedCount; t++) {
      const example = touched[t]!;
      const raw = sims[example]!;
      sims[example] = 0;
      const kind = exampleKind[example]!;
      if (kind === 2) continue;
      const stage = exampleStage[example]!;
      if (kind === 1) {
        gated[stage] = Math.max(gated[stage]!, raw);
        if (raw < programGate) continue;
      }
      const sim = raw * factor[example]!;
      const base = stage * neighbours;
      const length = topLength[stage]!;
      if (length < neighbours || sim > topSim[base + length - 1]!) {
        let at = length;
        while (at > 0 && topSim[base + at - 1]! < sim) at--;
        // Shifts the worse ones down; a full list drops its last.
        for (let k = length < neighbours ? length : neighbours - 1; k > at; k--) {
          topSim[base + k] = topSim[base + k - 1]!;
          topExample[base + k] = topExample[base + k - 1]!;
        }
        topSim[base + at] = sim;
        topExample[base + at] = example;
        if (length < neighbours) topLength[stage] = length + 1;
      }
    }
  };

  /** The stage probabilities of the message's nearest examples and centroids (`ownProbabilities`); its top one. */
  const score = (speaker: 0 | 1, wordLength: number, charLength: number): number => {
    let max = Number.NEGATIVE_INFINITY;
    const speakerPriors = logSpeakerPrior[speaker]!;
    for (let s = 0; s < stageCount; s++) {
      let neighbour = 0;
      const base = s * neighbours;
      for (let k = 0; k < topLength[s]!; k++)
        neighbour += topSim[base + k]! * exampleWeight[topExample[base + k]!]!;
      neighbour /= neighbours;
      let centre = 0;
      const wordRow = wordCentroids[s]!;
      for (let k = 0; k < wordLength; k++) centre += wordShare * wordWeights[k]! * wordRow[wordIds[k]!]!;
      const charRow = charCentroids[s]!;
      for (let k = 0; k < charLength; k++)
        centre += (1 - wordShare) * charWeights[k]! * charRow[charIds[k]!]!;
      const score = neighbourShare * neighbour + (1 - neighbourShare) * centre;
      logits[s] = score / temperature + opt.speakerPrior * speakerPriors[s]!;
      max = Math.max(max, logits[s]!);
    }
    let total = 0;
    for (let s = 0; s < stageCount; s++) {
      ownProbabilities[s] = Math.exp(logits[s]! - max);
      total += ownProbabilities[s]!;
    }
    let top1 = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < stageCount; s++) {
      ownProbabilities[s]! /= total;
      top1 = Math.max(top1, ownProbabilities[s]!);
    }
    return top1;
  };

  /** What the regression reads of the message before: kept by each conversation. */
  interface Before {
    speaker: SpeakerCode;
    question: boolean;
    invitation: boolean;
    /** Its unigrams' `pw:` features that the regression knows, and how many unigrams it had in all. */
    previousWordIds: Int32Array;
    previousWordLength: number;
    unigrams: number;
  }

  /**
   * The regression's features of the message read into `feature` (as `logisticFeatures` lists them, in the same
   * order, unknown ones left out) into `logisticIds` / `logisticValues`; answers their number.
   */
  const logisticVector = (
    index: LogisticIndex,
    feature: MessageFeatures,
    speaker: 0 | 1,
    before: Before | null,
    position: number,
  ): number => {
    const room = feature.wordCount + feature.charCount + feature.unigramCount + (before?.unigrams ?? 0) + 16;
    if (remake(logisticIds.length, room)) {
      logisticIds = new Int32Array(room * 2);
      logisticValues = new Float32Array(room * 2);
    }
    const ids = logisticIds;
    const values = logisticValues;
    let n = 0;
    const put = (id: number, value: number) => {
      if (id < 0) return;
      ids[n] = id;
      values[n++] = value;
    };
    if (feature.wordCount > 0) {
      const value = 1 / Math.sqrt(feature.wordCount);
      for (let t = 0; t < feature.wordCount; t++) put(index.word.get(feature.wordTerms[t]!) ?? -1, value);
    }
    if (feature.charCount > 0) {
      const value = 1 / Math.sqrt(feature.charCount);
      for (let t = 0; t < feature.charCount; t++) put(index.char.get(feature.charKeys[t]!) ?? -1, value);
    }
    if (feature.empty) put(index.empty, 1);
    if (feature.bareAnswer) put(index.bare, 1);
    const unigrams = feature.unigramCount;
    if (unigrams <= 2) put(index.short[unigrams]!, 1);
    put(index.speaker[speaker]!, 1);
    if (unigrams > 0) {
      const value = 0.7 / Math.sqrt(unigrams);
      const words = index.speakerWord[speaker];
      for (let t = 0; t < feature.wordCount; t++)
        if (feature.wordUnigram[t]) put(words.get(feature.wordTerms[t]!) ?? -1, value);
    }
    if (feature.bareAnswer) put(index.bareBy[speaker]!, 1);
    const bucket = positionIndex(position);
    put(index.position[bucket]!, 1);
    put(index.positionBy[bucket * 2 + speaker]!, 1);
    if (before) {
      const other = before.speaker !== speaker;
      put(other ? index.other : index.same, 1);
      if (other) {
        if (before.unigrams > 0) {
          const value = 0.7 / Math.sqrt(before.unigrams);
          for (let k = 0; k < before.previousWordLength; k++) put(before.previousWordIds[k]!, value);
        }
        if (before.question) {
          put(index.question, 1);
          if (feature.bareAnswer) put(index.bareAfterQuestion, 1);
        }
        if (before.invitation) put(index.invitation, 1);
      }
    }
    return n;
  };

  const startConversation = (history: readonly ConversationMessage[] = []): ConversationLabeller => {
    // Belief over the phase stages (index into phaseStages); null before the first message. Two buffers, the
    // belief and the next one, swapped after each message.
    let phase: Float64Array | null = null;
    let nextPhase: Float64Array | null = phaseCount > 0 ? new Float64Array(phaseCount) : null;
    let spare: Float64Array | null = phaseCount > 0 ? new Float64Array(phaseCount) : null;
    // Posteriors: the one `previous` holds and the one being written (never the same buffer).
    const posteriors = [new Float64Array(stageCount), new Float64Array(stageCount)];
    let previous: {
      from: Speaker;
      question: boolean;
      invitation: boolean;
      posterior: Float64Array;
      evidence: Evidence[];
    } | null = null;
    let count = 0;
    let before: Before | null = null;

    const label = (message: ConversationMessage): StageLabelAnswer => {
      count++;
      if (stageCount === 0) return { stage: '', confidence: 0, evidence: [] };
      const speaker = message.from === 'Agent' ? SPEAKER_AGENT : SPEAKER_VISITOR;
      const feature = liveFeatures.read(message.content);
      const question = isQuestionOf(message.content, feature.normalized);
      const invitation = isInvitationOf(feature.normalized);
      const top1 = emit(feature, speaker);
      let emission = ownProbabilities;
      let contextShare = 0;
      if (message.from === 'Visitor' && previous?.from === 'Agent' && !previous.invitation) {
        contextShare =
          (feature.bareAnswer
            ? opt.bareAnswerContext
            : opt.replyContext * Math.max(0, 1 - top1 / opt.replySelfEvident)) *
          (previous.question ? 1 : opt.replyToStatement);
        if (contextShare > 0) {
          for (let s = 0; s < stageCount; s++)
            replyMixed[s] = (1 - contextShare) * emission[s]! + contextShare * previous.posterior[s]!;
          emission = replyMixed;
        }
      }

      if (logistic && index) {
        const length = logisticVector(index, feature, speaker, before, count - 1);
        logistic.softmax.predict(logisticIds, logisticValues, read, length);
        // The regression's reading of the program's known stages, renormalised to the mass the nearest examples
        // give them; custom stages keep the nearest examples' reading.
        let readMass = 0;
        let knownMass = 0;
        for (let s = 0; s < stageCount; s++)
          if (classOfStage[s]! >= 0) {
            readMass += read[classOfStage[s]!]!;
            knownMass += emission[s]!;
          }
        let sum = 0;
        for (let s = 0; s < stageCount; s++) {
          const c = classOfStage[s]!;
          logisticMixed[s] =
            c < 0
              ? emission[s]!
              : Math.exp(
                  opt.logisticShare * Math.log((read[c]! / readMass) * knownMass + 1e-9) +
                    (1 - opt.logisticShare) * Math.log(emission[s]! + 1e-9),
                );
          sum += logisticMixed[s]!;
        }
        for (let s = 0; s < stageCount; s++) logisticMixed[s]! /= sum;
        emission = logisticMixed;
        // What the next message's regression reads of this one.
        if (!before)
          before = {
            speaker,
            question,
            invitation,
            previousWordIds: new Int32Array(Math.max(16, feature.unigramCount)),
            previousWordLength: 0,
            unigrams: 0,
          };
        if (before.previousWordIds.length < feature.unigramCount)
          before.previousWordIds = new Int32Array(feature.unigramCount * 2);
        let known = 0;
        for (let t = 0; t < feature.wordCount; t++)
          if (feature.wordUnigram[t]) {
            const id = index.previousWord.get(feature.wordTerms[t]!);
            if (id !== undefined) before.previousWordIds[known++] = id;
          }
        before.speaker = speaker;
        before.question = question;
        before.invitation = invitation;
        before.previousWordLength = known;
        before.unigrams = feature.unigramCount;
      }
      if (hasGated) {
        let sum = 0;
        for (let s = 0; s < stageCount; s++) {
          const above = gated[s]! - opt.programGate;
          boosted[s] = emission[s]! * (above > 0 ? Math.exp(opt.programBoost * above) : 1);
          sum += boosted[s]!;
        }
        for (let s = 0; s < stageCount; s++) boosted[s]! /= sum;
        emission = boosted;
      }

      // Prior from the phase belief through the transitions.
      prior.fill(0);
      const from = phase;
      for (let j = 0; j < phaseCount; j++) {
        let value = 0;
        if (from === null) value = transitions[phaseCount]![j]!;
        else for (let i = 0; i < phaseCount; i++) value += from[i]! * transitions[i]![j]!;
        prior[phaseStages[j]!] = value;
      }
      if (learnt && phaseCount > 0) {
        let floatingTotal = 0;
        for (let s = 0; s < stageCount; s++)
          if (floating[s]) {
            const before = previous?.posterior[s] ?? 0;
            prior[s] = before * floatingStayProbability[s]! + (1 - before) * floatingEnterProbability[s]!;
            floatingTotal += prior[s]!;
          }
        for (let j = 0; j < phaseCount; j++) prior[phaseStages[j]!]! *= Math.max(0, 1 - floatingTotal);
      } else
        for (let s = 0; s < stageCount; s++)
          if (floating[s])
            prior[s] = phaseCount === 0 ? 1 : opt.floating + opt.floatingStay * (previous?.posterior[s] ?? 0);

      const posterior = previous?.posterior === posteriors[0] ? posteriors[1]! : posteriors[0]!;
      let total = 0;
      const priorWeight = learnt ? opt.priorWeight : 1;
      for (let s = 0; s < stageCount; s++) {
        posterior[s] = emission[s]! * prior[s]! ** priorWeight;
        total += posterior[s]!;
      }
      if (total <= 0) posterior.set(emission);
      else for (let s = 0; s < stageCount; s++) posterior[s]! /= total;

      // Phase update: a floating stage leaves the phase where it was.
      if (phaseCount > 0) {
        const next = nextPhase!;
        let floatingMass = 0;
        for (let s = 0; s < stageCount; s++) if (floating[s]) floatingMass += posterior[s]!;
        let sum = 0;
        for (let j = 0; j < phaseCount; j++) {
          const kept = from === null ? transitions[phaseCount]![j]! : from[j]!;
          next[j] = posterior[phaseStages[j]!]! + floatingMass * kept;
          sum += next[j]!;
        }
        for (let j = 0; j < phaseCount; j++) next[j] = 0.98 * (next[j]! / (sum || 1)) + 0.02 / phaseCount;
        nextPhase = from ?? spare;
        spare = null;
        phase = next;
      }

      let answer = 0;
      for (let s = 1; s < stageCount; s++) if (posterior[s]! > posterior[answer]!) answer = s;
      const evidence: Evidence[] = [];
      for (let k = 0; k < topLength[answer]!; k++)
        evidence.push({
          example: examples[topExample[answer * neighbours + k]!]!.text,
          stage: stageNames[answer]!,
          score: round(topSim[answer * neighbours + k]!),
        });
      if (contextShare > 0.3 && previous) {
        for (const item of previous.evidence)
          if (
            item.stage === stageNames[answer] &&
            evidence.length < opt.neighbours &&
            !evidence.some((e) => e.example === item.example)
          )
            evidence.push(item);
      }
      const confidence = round(posterior[answer]!);
      if (
        message.from === 'Agent' ||
        !previous ||
        previous.from !== 'Agent' ||
        message.content.trim() !== ''
      ) {
        if (!previous) previous = { from: message.from, question, invitation: false, posterior, evidence };
        previous.from = message.from;
        previous.question = question;
        previous.invitation = message.from === 'Agent' && invitation;
        previous.posterior = posterior;
        previous.evidence = evidence;
      }
      return { stage: stageNames[answer]!, confidence, evidence };
    };

    for (const message of history) label(message);
    return {
      label,
      get count() {
        return count;
      },
    };
  };

  return {
    version: data.version,
    stages: stageNames,
    exampleCount: examples.length,
    startConversation,
    labelConversation: (messages) => {
      const conversation = startConversation();
      return messages.map((message) => conversation.label(message));
    },
  };
};
