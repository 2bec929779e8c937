import {
  DEFAULT_TRAINING_CORPUS,
  type StageModel,
  stageModelBytes,
  trainStageModelData,
} from '@parlance/stage-model';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineService, definitionOf } from '../src/modules/engine/engine.service.js';
import { findStageModel, saveStageModel } from '../src/modules/studio/stage-model.repository.js';
import { insertNewTriples, insertTriple, tripleKeyHash } from '../src/modules/studio/triple.repository.js';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { insertProgram, stageModelBody } from './support/studio-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A cache's gauge from the Prometheus text exposition. */
const gauge = (text: string, metric: string, cache: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${metric}{cache="${cache}"}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe(`engine caches, bounded in bytes (${engine})`, () => {
  let test: TestApp;
  let tenantId: number;
  let tenant: TenantWithProgram['tenant'];

  beforeAll(async () => {
    test = await startTestApp();
    await test.app.context.engine.warm();
    ({ tenantId, tenant } = await tenantWithProgram(
      test,
      { tenantName: 'Caches', programName: 'Caches program' },
      [],
    ));
  });
  afterAll(() => test.close());

  it('reports its caches in /management/prometheus', async () => {
    const text = (await test.app.inject({ method: 'GET', url: '/management/prometheus' })).body;
    for (const cache of ['engine_models', 'engine_labellers', 'engine_card_indexes']) {
      expect(gauge(text, 'cache_bytes', cache)).toBeGreaterThanOrEqual(0);
      expect(gauge(text, 'cache_entries', cache)).toBeGreaterThanOrEqual(0);
      expect(gauge(text, 'cache_max_bytes', cache)).toBeGreaterThan(0);
    }
  });

  it('drops the least recently used trained model past its bound, reports it, and trains it again when used', async () => {
    const metrics = new Registry();
    // A saved model of the default definition holds its own data: about 2 MB, so one fits and two do not.
    const one = stageModelBytes(
      trainStageModelData(definitionOf(stageModelBody(1) as never), DEFAULT_TRAINING_CORPUS),
    );
    const bound = Math.ceil(one * 1.5);
    const engineService = createEngineService({ metrics, modelCacheBytes: bound });
    try {
      const programs = [
        await insertProgram(test, tenantId, 'Cached first'),
        await insertProgram(test, tenantId, 'Cached second'),
      ];
      for (const program of programs) {
        await saveStageModel(test.db.kysely, tenantId, program, 0, stageModelBody(0), 'test');
        await engineService.retrain(
          tenantId,
          program,
          await findStageModel(test.db.kysely, tenantId, program, false),
        );
        const entry = await engineService.programModel(test.db.kysely, tenantId, program, false);
        expect([entry.stored.version, entry.model.version]).toEqual([1, 1]);
      }
      const text = await metrics.metrics();
      expect(gauge(text, 'cache_entries', 'engine_models')).toBe(1);
      expect(gauge(text, 'cache_bytes', 'engine_models')).toBeGreaterThanOrEqual(one);
      expect(gauge(text, 'cache_bytes', 'engine_models')).toBeLessThanOrEqual(bound);
      expect(gauge(text, 'cache_max_bytes', 'engine_models')).toBe(bound);

      // The first program's model was dropped: the default model answers while it trains again.
      const first = programs[0]!;
      const meanwhile = await engineService.programModel(test.db.kysely, tenantId, first, false);
      expect([meanwhile.stored.version, meanwhile.model.version]).toEqual([1, 0]);
      await engineService.training(tenantId, first);
      const again = await engineService.programModel(test.db.kysely, tenantId, first, false);
      expect(again.model.version).toBe(1);
    } finally {
      await engineService.close();
    }
  });

  it('drops the least recently used live labeller past its bound and rebuilds it from its history', async () => {
    const metrics = new Registry();
    const bound = 8 * 1024;
    const engineService = createEngineService({ metrics, labellerCacheBytes: bound });
    try {
      const { model } = (await engineService.programModel(test.db.kysely, tenantId, 1, false)) as {
        model: StageModel;
      };
      const message = { from: 'Agent' as const, content: 'Thank you for calling, how can I help you today?' };
      const historyReads = new Map<number, number>();
      /** A conversation's stored messages: `stored` of them, as the pipeline would read them. */
      const history = (conversation: number, stored: number) => async () => {
        historyReads.set(conversation, (historyReads.get(conversation) ?? 0) + 1);
        return { messages: Array.from({ length: stored }, () => message), lastStage: undefined };
      };
      const conversations = Array.from({ length: 40 }, (_, i) => 1_000 + i);
      for (const id of conversations) await engineService.labelNext(id, model, message, history(id, 0), 0);
      const text = await metrics.metrics();
      const entries = gauge(text, 'cache_entries', 'engine_labellers')!;
      expect(entries).toBeGreaterThan(0);
      expect(entries).toBeLessThan(conversations.length);
      expect(gauge(text, 'cache_bytes', 'engine_labellers')).toBeLessThanOrEqual(bound);

      // The newest kept its labeller (no history read); the oldest lost it and reads its history again.
      const newest = conversations.at(-1)!;
      await engineService.labelNext(newest, model, message, history(newest, 1), 1);
      expect(historyReads.get(newest)).toBe(1);
      const oldest = conversations[0]!;
      await engineService.labelNext(oldest, model, message, history(oldest, 1), 1);
      expect(historyReads.get(oldest)).toBe(2);
    } finally {
      await engineService.close();
    }
  });

  it('reads who said each message: a yes to the agent offering a fact asks for it', async () => {
    const engineService = createEngineService();
    try {
      const program = await insertProgram(test, tenantId, 'Cards by speaker');
      for (const [subject, object] of [
        ['Gold Choice PPO', '$49'],
        ['Silver Advantage HMO', '$0'],
      ] as const)
        await insertTriple(
          test.db.kysely,
          tenantId,
          program,
          { subject, predicate: 'monthly premium', object, source: '' },
          'test',
        );
      const offered = [
        { from: 'Visitor', content: "I'm looking at the Silver but want to compare." },
        { from: 'Agent', content: 'Would you like to hear what the Gold Choice costs per month?' },
        { from: 'Visitor', content: 'yes please' },
      ];
      const cards = await engineService.cards(test.db.kysely, tenantId, program, offered);
      expect(cards[0]).toMatchObject({
        subject: 'Gold Choice PPO',
        predicate: 'monthly premium',
        object: '$49',
      });
      // The same words with no speakers ask nothing: who said them is what makes "yes please" a question.
      const unattributed = offered.map(({ content }) => ({ from: '', content }));
      expect(await engineService.cards(test.db.kysely, tenantId, program, unattributed)).toEqual([]);
    } finally {
      await engineService.close();
    }
  });

  it("builds a program's card index once for messages that arrive together, and again when its triples change", async () => {
    // Stamps checked at every message, so that a change is seen at the next one.
    const engineService = createEngineService({ tripleStampTtlMs: 0 });
    // Counts the reads of a program's triples for indexing (the only select of their aliases).
    let reads = 0;
    const db = test.db.kysely.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"aliases"')) reads++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    try {
      const program = await insertProgram(test, tenantId, 'Cards together');
      const add = (subject: string) =>
        insertTriple(
          test.db.kysely,
          tenantId,
          program,
          { subject, predicate: 'monthly premium', object: '$49', source: '' },
          'test',
        );
      await add('Gold Choice PPO');
      const asked = [{ from: 'Visitor', content: 'How much a month is the Gold plan?' }];
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => engineService.cards(db, tenantId, program, asked)),
      );
      expect(reads).toBe(1);
      for (const cards of answers) expect(cards.map((card) => card.subject)).toEqual(['Gold Choice PPO']);
      // The same version is not read again; a new triple is a new version, indexed at its next message.
      await engineService.cards(db, tenantId, program, asked);
      expect(reads).toBe(1);
      await add('Gold Saver HMO');
      const after = await Promise.all([
        engineService.cards(db, tenantId, program, asked),
        engineService.cards(db, tenantId, program, asked),
      ]);
      expect(reads).toBe(2);
      expect(after[0]!.map((card) => card.subject).sort()).toEqual(['Gold Choice PPO', 'Gold Saver HMO']);
    } finally {
      await engineService.close();
    }
  });

  /** A db that counts the reads of a program's triples for indexing (the only select of their aliases). */
  const countingReads = () => {
    const counter = { reads: 0 };
    const db = test.db.kysely.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"aliases"'))
          counter.reads++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { db, counter };
  };
  /** `count` triples of invented plans, each plan with its premium and deductible. */
  const inventedTriples = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, n) => ({
      subject: `${prefix} Plan ${Math.floor(n / 2)}`,
      predicate: n % 2 === 0 ? 'monthly premium' : 'annual deductible',
      object: `$${n} a ${n % 2 === 0 ? 'month' : 'year'}`,
    }));
  const asksPlatinum = [{ from: 'Visitor', content: 'How much a month is the Platinum Zenith plan?' }];
  /** The cards of the Platinum plan, as "subject: object". */
  const platinum = (cards: readonly { subject: string; object: string }[]) =>
    cards
      .filter((card) => card.subject.startsWith('Platinum'))
      .map((card) => `${card.subject}: ${card.object}`);

  it('answers a message on a program of over 1,000 triples with its previous index while its new version is indexed', async () => {
    const engineService = createEngineService({ tripleStampTtlMs: 0 });
    const { db, counter } = countingReads();
    try {
      const program = await insertProgram(test, tenantId, 'Cards while indexing');
      await insertNewTriples(
        test.db.kysely,
        tenantId,
        program,
        inventedTriples(1_200, 'Bronze').map((triple) => ({
          ...triple,
          source: '',
          keyHash: tripleKeyHash(triple),
        })),
        'test',
      );
      expect(platinum(await engineService.cards(db, tenantId, program, asksPlatinum))).toEqual([]);
      expect(counter.reads).toBe(1);
      // Saved elsewhere (another instance): the next message sees the new version and starts its index.
      await insertTriple(
        test.db.kysely,
        tenantId,
        program,
        { subject: 'Platinum Zenith PPO', predicate: 'monthly premium', object: '$77', source: '' },
        'test',
      );
      // The new version's index is not built yet when the message is answered: it answers with the previous one.
      expect(platinum(await engineService.cards(db, tenantId, program, asksPlatinum))).toEqual([]);
      expect(counter.reads).toBe(2);
      // Joins the build under way (no third read) and resolves once it is in use.
      await engineService.indexTriples(db, tenantId, program);
      expect(counter.reads).toBe(2);
      expect(platinum(await engineService.cards(db, tenantId, program, asksPlatinum))).toEqual([
        'Platinum Zenith PPO: $77',
      ]);
      expect(counter.reads).toBe(2);
    } finally {
      await engineService.close();
    }
  });

  it('indexes triples when they are saved: the first message after an import or an edit builds nothing', async () => {
    const program = await insertProgram(test, tenantId, 'Cards indexed on save');
    const triples = `/${tenant.publicId}/api/programs/${program}/triples`;
    const engineService = test.app.context.engine;
    const { db, counter } = countingReads();
    const csv = [
      'subject,predicate,object',
      ...inventedTriples(1_500, 'Silver').map((t) => `${t.subject},${t.predicate},${t.object}`),
      'Platinum Zenith PPO,monthly premium,$77',
    ].join('\n');
    const imported = await tenant.client.request('POST', `${triples}/import`, csv, {
      text: true,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(platinum(await engineService.cards(db, tenantId, program, asksPlatinum))).toEqual([
      'Platinum Zenith PPO: $77',
    ]);
    expect(counter.reads).toBe(0);
    // An edit starts the new version's index; once it is in use, the message finds it built.
    const { id } = await test.db.kysely
      .selectFrom('triple')
      .select('id')
      .where('program_id', '=', program)
      .where('subject', '=', 'Platinum Zenith PPO')
      .executeTakeFirstOrThrow();
    const edited = await tenant.client.put(`${triples}/${id}`, {
      subject: 'Platinum Zenith PPO',
      predicate: 'monthly premium',
      object: '$81',
      source: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await engineService.indexTriples(test.db.kysely, tenantId, program);
    expect(platinum(await engineService.cards(db, tenantId, program, asksPlatinum))).toEqual([
      'Platinum Zenith PPO: $81',
    ]);
    expect(counter.reads).toBe(0);
  });

  it("drops the least recently used program's card index past its bound, and reports it", async () => {
    const metrics = new Registry();
    const bound = 128 * 1024;
    const engineService = createEngineService({ metrics, cardIndexCacheBytes: bound });
    try {
      // Two programs of 30 triples each: one index fits in 128 KB, two do not.
      const programs = [
        await insertProgram(test, tenantId, 'Cards first'),
        await insertProgram(test, tenantId, 'Cards second'),
      ];
      for (const program of programs)
        for (let n = 0; n < 30; n++)
          await insertTriple(
            test.db.kysely,
            tenantId,
            program,
            {
              subject: `Gold Plan ${n}`,
              predicate: 'monthly premium',
              object: `${n} dollars a month, billed on the first`,
              source: '',
            },
            'test',
          );
      const entries = async () => gauge(await metrics.metrics(), 'cache_entries', 'engine_card_indexes');
      await engineService.cards(test.db.kysely, tenantId, programs[0]!, [
        { from: 'Visitor', content: 'How much a month is Gold Plan 3?' },
      ]);
      expect(await entries()).toBe(1);
      const one = gauge(await metrics.metrics(), 'cache_bytes', 'engine_card_indexes')!;
      expect(one).toBeGreaterThan(bound / 2);
      await engineService.cards(test.db.kysely, tenantId, programs[1]!, [
        { from: 'Visitor', content: 'How much a month is Gold Plan 3?' },
      ]);
      const text = await metrics.metrics();
      expect(gauge(text, 'cache_entries', 'engine_card_indexes')).toBe(1);
      expect(gauge(text, 'cache_bytes', 'engine_card_indexes')).toBeLessThanOrEqual(bound);
    } finally {
      await engineService.close();
    }
  });
});
