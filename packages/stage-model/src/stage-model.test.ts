import { STAGE_LABELS } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import type { CorpusPhrase } from './corpus/default-corpus.js';
import { DEFAULT_TRAINING_CORPUS } from './corpus/default-training.js';
import { evaluate } from './evaluate.js';
import {
  type ConversationMessage,
  DEFAULT_STAGE_ORDER,
  type StageDefinition,
  type StageModelDefinition,
  stageModelBytes,
  stageModelOf,
  stageModelTransferList,
  trainStageModel,
  trainStageModelData,
} from './stage-model.js';
import { createStageModelStore } from './stage-model-store.js';

const program = (changes: Partial<Record<string, Partial<StageDefinition>>> = {}): StageModelDefinition => ({
  version: 1,
  stages: STAGE_LABELS.map((label) => ({ label, enabled: true, examples: [], ...changes[label] })),
  order: DEFAULT_STAGE_ORDER,
});

const agent = (content: string): ConversationMessage => ({ from: 'Agent', content });
const visitor = (content: string): ConversationMessage => ({ from: 'Visitor', content });

/** A short call written for these tests. */
const CALL: ConversationMessage[] = [
  agent('good morning thanks for calling senior benefit partners this is dana on a recorded line'),
  visitor('hi dana my name is lou'),
  agent('hi lou what can i help you with today'),
  visitor('i need a dental plan because my dentures are cracked'),
  agent('okay and how old are you'),
  visitor('seventy four'),
  agent('and what is your zip code'),
  visitor('three three one zero four'),
  agent('do you take any prescriptions'),
  visitor('just lisinopril'),
  visitor('ok'),
  agent(
    'the plan i would suggest covers dentures at fifty percent and the premium is thirty dollars a month',
  ),
  visitor('that sounds good sign me up'),
  agent('thank you lou you will get your card in the mail have a great day'),
];

describe('stage model', () => {
  const model = trainStageModel(program(), DEFAULT_TRAINING_CORPUS);

  it('labels a call along its stages', () => {
    const labels = model.labelConversation(CALL).map((label) => label.stage);
    expect(labels[0]).toBe('Warm Greet Intro');
    expect(labels[3]).toBe('Dental Insurance Inquiry');
    expect(labels[5]).toBe('Agent Qualify');
    expect(labels[8]).toBe('Agent Discovery');
    expect(labels[10]).toBe('Not in Anchor');
    expect(labels[11]).toBe('Agent Recommend');
    expect(labels[13]).toBe('Sincere Goodbye');
  });

  it('never lets a later message change an earlier label', () => {
    const full = model.labelConversation(CALL);
    for (let n = 1; n <= CALL.length; n++) {
      expect(model.labelConversation(CALL.slice(0, n))).toEqual(full.slice(0, n));
    }
    const live = model.startConversation();
    expect(CALL.map((message) => live.label(message))).toEqual(full);
    expect(live.count).toBe(CALL.length);
  });

  it('gives a bare answer the stage of the question it answers', () => {
    const labels = model.labelConversation([agent('do you have both part a and part b'), visitor('yes')]);
    expect(labels[1]!.stage).toBe('Agent Qualify');
  });

  it('follows the edge rules: a Medicare number belongs to the phase it is asked in, a bare okay to no stage', () => {
    const qualifying = model.labelConversation([
      agent('thanks for calling this is dana how can i help you'),
      visitor('i want to look at medicare advantage plans'),
      agent('sure what is your date of birth'),
      visitor('march third nineteen fifty eight'),
      agent('and can you read me the medicare number on your card'),
      visitor('it is 5 k 7 t 2 m 9 x 4 4'),
    ]);
    expect(qualifying.slice(2).map((label) => label.stage)).toEqual([
      'Agent Qualify',
      'Agent Qualify',
      'Agent Qualify',
      'Agent Qualify',
    ]);
    const enrolling = model.labelConversation([
      agent('the plan i would recommend has a zero premium and your doctor is in network'),
      visitor('that sounds good sign me up'),
      agent('great to finish the application i need your medicare number'),
      visitor('it is 5 k 7 t 2 m 9 x 4 4'),
      visitor('okay'),
    ]);
    expect(enrolling.slice(2).map((label) => label.stage)).toEqual([
      'Agent Recommend',
      'Agent Recommend',
      'Not in Anchor',
    ]);
  });

  it('answers confidences between 0 and 1 and evidence from examples of the answered stage', () => {
    const byStage = new Map<string, Set<string>>();
    for (const phrase of DEFAULT_TRAINING_CORPUS.phrases) {
      if (!byStage.has(phrase.stage)) byStage.set(phrase.stage, new Set());
      byStage.get(phrase.stage)!.add(phrase.text);
    }
    for (const label of model.labelConversation(CALL)) {
      expect(label.confidence).toBeGreaterThan(0);
      expect(label.confidence).toBeLessThanOrEqual(1);
      expect(label.evidence.length).toBeGreaterThan(0);
      for (const item of label.evidence) {
        expect(item.stage).toBe(label.stage);
        expect(byStage.get(label.stage)!.has(item.example)).toBe(true);
        expect(item.score).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic', () => {
    const again = trainStageModel(program(), DEFAULT_TRAINING_CORPUS);
    expect(again.labelConversation(CALL)).toEqual(model.labelConversation(CALL));
  });

  it('never answers a disabled stage', () => {
    const disabled = ['Agent Qualify', 'Not in Anchor', 'Dental Insurance Inquiry'];
    const limited = trainStageModel(
      program(Object.fromEntries(disabled.map((label) => [label, { enabled: false }]))),
      DEFAULT_TRAINING_CORPUS,
    );
    expect(limited.stages.some((stage) => disabled.includes(stage))).toBe(false);
    for (const label of limited.labelConversation([...CALL, visitor(''), visitor('👍')])) {
      expect(disabled).not.toContain(label.stage);
      for (const item of label.evidence) expect(disabled).not.toContain(item.stage);
    }
  });

  it('learns a custom stage from its examples alone', () => {
    const examples = [
      'i lost my job and cannot afford the premium anymore',
      'money is really tight since my husband got laid off',
      'is there any financial hardship program',
    ];
    const custom = program();
    custom.stages.push({ label: 'Hardship Check', enabled: true, examples });
    const withCustom = trainStageModel(custom, DEFAULT_TRAINING_CORPUS);
    expect(withCustom.stages).toContain('Hardship Check');
    const labels = withCustom.labelConversation([
      agent('hi this is dana how can i help you today'),
      visitor('my husband was laid off and we cannot afford our premium'),
    ]);
    expect(labels[1]!.stage).toBe('Hardship Check');
    expect(labels[1]!.evidence.length).toBeGreaterThan(0);
    for (const item of labels[1]!.evidence) expect(examples).toContain(item.example);
  });

  it('leaves out a custom stage without examples, and answers nothing from an empty program', () => {
    const custom = program();
    custom.stages.push({ label: 'Empty', enabled: true, examples: [] });
    expect(trainStageModel(custom, DEFAULT_TRAINING_CORPUS).stages).not.toContain('Empty');
    const empty = trainStageModel({ stages: [], order: [] }, DEFAULT_TRAINING_CORPUS);
    expect(empty.labelConversation([visitor('hello')])).toEqual([{ stage: '', confidence: 0, evidence: [] }]);
  });

  it("moves a label with the program's own examples", () => {
    const message = [agent('let me pull up the star ratings on the carriers here')];
    const before = model.labelConversation(message)[0]!;
    expect(before.stage).not.toBe('Agent Recommend');
    const examples = [
      'let me pull up the star ratings for these carriers',
      'pulling up the carrier star ratings now',
    ];
    const tuned = trainStageModel(program({ 'Agent Recommend': { examples } }), DEFAULT_TRAINING_CORPUS);
    const after = tuned.labelConversation(message)[0]!;
    expect(after.stage).toBe('Agent Recommend');
    expect(examples).toContain(after.evidence[0]!.example);
  });

  it("reads every message far from a designer's examples exactly as without them", () => {
    // Examples only ever add evidence for their stage where a message is close to them: the words they bring weigh
    // no other text's terms, shift no speaker prior, so the call's labels and confidences are unchanged.
    const examples = [
      'pulling up the carrier star ratings now',
      'let me check the star ratings for these carriers',
    ];
    const tuned = trainStageModel(program({ 'Agent Recommend': { examples } }), DEFAULT_TRAINING_CORPUS);
    expect(tuned.labelConversation(CALL)).toEqual(model.labelConversation(CALL));
  });

  it('leaves out an example the labelled training conversations contradict', () => {
    // A message the training conversations label Agent Qualify, taught as an example of Other: it would pull that
    // conversation's own message to a wrong stage, so it moves no label; a consistent example beside it still does.
    const conversation = DEFAULT_TRAINING_CORPUS.conversations.find((c) =>
      c.messages.some((m) => m.stage === 'Agent Qualify' && m.content.split(' ').length >= 6),
    )!;
    const taken = conversation.messages.find(
      (m) => m.stage === 'Agent Qualify' && m.content.split(' ').length >= 6,
    )!;
    const contradicted = trainStageModel(
      program({ Other: { examples: [taken.content] } }),
      DEFAULT_TRAINING_CORPUS,
    );
    const asked = [{ from: taken.from, content: taken.content }];
    expect(contradicted.labelConversation(asked)).toEqual(model.labelConversation(asked));
    expect(contradicted.labelConversation(CALL)).toEqual(model.labelConversation(CALL));
    const kept = trainStageModel(
      program({
        Other: { examples: [taken.content] },
        'Agent Recommend': {
          examples: [
            'let me pull up the star ratings for these carriers',
            'pulling up the carrier star ratings now',
          ],
        },
      }),
      DEFAULT_TRAINING_CORPUS,
    );
    expect(
      kept.labelConversation([agent('let me pull up the star ratings on the carriers here')])[0]!.stage,
    ).toBe('Agent Recommend');
  });

  it('uses the stage order as a prior for an ambiguous message', () => {
    // Two stages that share an ambiguous example; the order decides which one it belongs to after each opening.
    const corpus: CorpusPhrase[] = [];
    const definition: StageModelDefinition = {
      stages: [
        {
          label: 'Opening',
          enabled: true,
          examples: ['hello and welcome to the line', 'let us go over that'],
        },
        { label: 'Middle', enabled: true, examples: ['let us go over that', 'here are the numbers for you'] },
        { label: 'Closing', enabled: true, examples: ['goodbye and take care now', 'let us go over that'] },
      ],
      order: ['Opening', 'Middle', 'Closing'],
    };
    const ordered = trainStageModel(definition, corpus);
    const ambiguous = agent('let us go over that');
    expect(ordered.labelConversation([agent('hello and welcome to the line'), ambiguous])[1]!.stage).toBe(
      'Opening',
    );
    expect(ordered.labelConversation([agent('goodbye and take care now'), ambiguous])[1]!.stage).toBe(
      'Closing',
    );
    expect(ordered.labelConversation([agent('here are the numbers for you'), ambiguous])[1]!.stage).toBe(
      'Middle',
    );
  });

  it('is speaker-aware', () => {
    // The same words from each side: an agent asking for an age qualifies, a visitor saying one answers it.
    const fromAgent = model.labelConversation([agent('how old are you')])[0]!;
    expect(fromAgent.stage).toBe('Agent Qualify');
    const swapped = trainStageModel(program(), DEFAULT_TRAINING_CORPUS, { speakerPrior: 0, otherSpeaker: 1 });
    const text = 'thank you so much for your time today';
    const call = [
      agent('hi this is dana how can i help'),
      visitor('i had a question about my plan'),
      agent(text),
    ];
    const a = model.labelConversation(call)[2]!;
    const b = swapped.labelConversation(call)[2]!;
    expect(a.stage).toBe('Sincere Goodbye');
    expect(a.confidence).not.toBe(b.confidence);
  });

  it('labels empty text and emoji as Not in Anchor', () => {
    const labels = model.labelConversation([
      agent('how can i help you today'),
      visitor('   '),
      visitor('👍'),
    ]);
    expect(labels[1]!.stage).toBe('Not in Anchor');
    expect(labels[2]!.stage).toBe('Not in Anchor');
  });
});

describe('evaluate', () => {
  const model = trainStageModel(program(), DEFAULT_TRAINING_CORPUS);

  it('scores labels against the expected ones', () => {
    const answers = model.labelConversation(CALL);
    const perfect = evaluate(model, [
      { id: 'a', messages: CALL.map((m, i) => ({ ...m, stage: answers[i]!.stage })) },
    ]);
    expect(perfect.accuracy).toBe(1);
    expect(perfect.macroF1).toBe(1);
    expect(perfect.wrong).toEqual([]);

    const spoiled = CALL.map((m, i) => ({ ...m, stage: i === 0 ? 'Other' : answers[i]!.stage }));
    const result = evaluate(model, [{ id: 'b', messages: spoiled }]);
    expect(result.messages).toBe(CALL.length);
    expect(result.accuracy).toBeCloseTo((CALL.length - 1) / CALL.length);
    expect(result.wrong).toEqual([
      expect.objectContaining({
        conversationId: 'b',
        index: 0,
        expected: 'Other',
        answered: answers[0]!.stage,
      }),
    ]);
    const other = result.perStage.find((s) => s.stage === 'Other')!;
    expect(other).toMatchObject({ support: 1, recall: 0, f1: 0 });
    const { labels, matrix } = result.confusion;
    expect(matrix[labels.indexOf('Other')]![labels.indexOf(answers[0]!.stage)]).toBe(1);
    expect(matrix.flat().reduce((sum, value) => sum + value, 0)).toBe(CALL.length);
    expect(result.macroF1).toBeLessThan(1);
  });
});

describe('trained model as data', () => {
  it('labels alike once sent to another thread, its buffers moved, not copied', () => {
    const definition = program({ 'Agent Recommend': { examples: ['let me pull up the star ratings'] } });
    const data = trainStageModelData(definition, DEFAULT_TRAINING_CORPUS);
    const transfer = stageModelTransferList(data);
    expect(transfer.length).toBeGreaterThan(0);
    const bytes = stageModelBytes(data);
    // structuredClone is what postMessage does to a worker's message.
    const received = structuredClone(data, { transfer });
    expect(data.word.idf.byteLength).toBe(0);
    expect(stageModelBytes(received)).toBe(bytes);
    const model = stageModelOf(received, DEFAULT_TRAINING_CORPUS);
    expect(model.version).toBe(1);
    expect(model.labelConversation(CALL)).toEqual(
      trainStageModel(definition, DEFAULT_TRAINING_CORPUS).labelConversation(CALL),
    );
  });
});

describe('stage model store', () => {
  it('keeps a model per program and labels with the new version after a save', () => {
    const store = createStageModelStore(DEFAULT_TRAINING_CORPUS);
    const first = store.modelFor('program-1', program());
    expect(store.modelFor('program-1', program())).toBe(first);
    const message = [agent('let me pull up the star ratings on the carriers here')];
    expect(first.labelConversation(message)[0]!.stage).not.toBe('Agent Recommend');

    const saved = {
      ...program({ 'Agent Recommend': { examples: ['let me pull up the star ratings for these carriers'] } }),
      version: 2,
    };
    const second = store.retrain('program-1', saved);
    expect(second.version).toBe(2);
    expect(store.modelFor('program-1', saved)).toBe(second);
    expect(second.labelConversation(message)[0]!.stage).toBe('Agent Recommend');
    expect(store.modelFor('program-2', program())).not.toBe(second);
    expect(store.size).toBe(2);
    store.forget('program-2');
    expect(store.size).toBe(1);
  });

  it('carries a live conversation over to a retrained model', () => {
    const model = trainStageModel(program(), DEFAULT_TRAINING_CORPUS);
    const resumed = model.startConversation(CALL.slice(0, 8));
    expect(resumed.count).toBe(8);
    const rest = CALL.slice(8).map((message) => resumed.label(message));
    expect(rest).toEqual(model.labelConversation(CALL).slice(8));
  });
});
