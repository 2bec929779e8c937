import {
  type ErrorFrame,
  type LabelFrame,
  type StartedFrame,
  testRunSchema,
  testSetSchema,
} from '@parlance/shared';
import { DEFAULT_TRAINING_CORPUS, evaluate, trainStageModel } from '@parlance/stage-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionOf } from '../src/modules/engine/engine.service.js';
import { insertTriple } from '../src/modules/studio/triple.repository.js';
import { expectAuthorityMatrix, type Member, signInWith } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import {
  listen,
  newEngagementId,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { insertProgram, stageModelBody } from './support/studio-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, setStatus, sleep } from './support/users.js';

const SIMULATOR = ['p-view_xlm_test_ui'];
const SETTINGS = ['p-view_studio_settings', 'p-update_studio_settings'];

describe(`conversation engine (${engine})`, () => {
  let test: TestApp;
  let base: string;
  let origin: string;
  // Two tenants, each with a program and a designer, so that each socket is seen to keep to its own tenant.
  let engineA: TenantWithProgram;
  let engineB: TenantWithProgram;

  beforeAll(async () => {
    test = await startTestApp();
    // As a started server does (`server.ts`): the corpus's regression and the default model, once a process.
    await test.app.context.engine.warm();
    origin = await listen(test.app);
    base = `${origin.replace(/^http/, 'ws')}/api/engine/ws`;
    engineA = await tenantWithProgram(test, { tenantName: 'Engine A', programName: 'Engine program A' }, [
      ...SIMULATOR,
      ...SETTINGS,
      'p-update_knowledge_graphs',
    ]);
    engineB = await tenantWithProgram(
      test,
      { tenantName: 'Engine B', programName: 'Engine program B' },
      SIMULATOR,
    );
  });
  afterAll(() => test.close());

  const ticketOf = async (member: Member) => {
    const response = await member.client.request('POST', '/api/simulator/frame-ticket');
    expect(response.statusCode).toBe(200);
    return response.json().ticket as string;
  };
  /** A socket through a fresh ticket, past its session frame. */
  const connect = async (member: Member) => {
    const client = new EngineClient(`${base}?ticket=${encodeURIComponent(await ticketOf(member))}`, origin);
    const session = await client.next();
    expect(session.type).toBe('session');
    return { client, resumeToken: (session as { resumeToken: string }).resumeToken };
  };
  const counts = async () => {
    const conversations = await test.db.kysely
      .selectFrom('conversation')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const messages = await test.db.kysely
      .selectFrom('conversation_message')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { conversations: Number(conversations.n), messages: Number(messages.n) };
  };
  const start = (engagementId: string, program: number) => ({
    engagementId,
    type: 'engagement_start',
    program,
    content: '',
  });
  const say = (
    engagementId: string,
    program: number,
    content: string,
    from: 'agent' | 'visitor' = 'agent',
  ) => ({
    engagementId,
    type: `${from}_message`,
    program,
    content,
  });

  it('answers the frame source and the frame configuration', async () => {
    const src = await engineA.member.client.request('GET', '/api/simulator/frame-src');
    expect(src.statusCode).toBe(200);
    expect(src.json()).toMatch(/^http:\/\/[^/]+\/frame\/$/);
    const config = await engineA.member.client.request('GET', '/api/engine/frame-config');
    expect(config.json()).toEqual({ parentOrigins: [expect.stringMatching(/^http:\/\//)] });
    const anonymous = await test.client().request('GET', '/api/simulator/frame-src');
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the ticket hashed, and refuses no, a bad, a used or an expired ticket with 4401', async () => {
    const ticket = await ticketOf(engineA.member);
    const rows = await test.db.kysely.selectFrom('frame_ticket').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(ticket);

    for (const url of [base, `${base}?ticket=nonsense`, `${base}?resume=nonsense`]) {
      const client = new EngineClient(url, origin);
      expect((await client.closed).code).toBe(4401);
    }
    const first = new EngineClient(`${base}?ticket=${ticket}`, origin);
    expect((await first.next()).type).toBe('session');
    const again = new EngineClient(`${base}?ticket=${ticket}`, origin);
    expect((await again.closed).code).toBe(4401);
    first.close();

    const expiring = await ticketOf(engineA.member);
    await test.db.kysely
      .updateTable('frame_ticket')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = new EngineClient(`${base}?ticket=${expiring}`, origin);
    expect((await expired.closed).code).toBe(4401);
  });

  it('refuses a foreign Origin with 4403 without using the ticket up', async () => {
    const ticket = await ticketOf(engineA.member);
    const foreign = new EngineClient(`${base}?ticket=${ticket}`, 'http://evil.example');
    expect((await foreign.closed).code).toBe(4403);
    const own = new EngineClient(`${base}?ticket=${ticket}`, origin);
    expect((await own.next()).type).toBe('session');
    own.close();
  });

  it('labels a conversation, storing each message before its label is sent', async () => {
    const tripleSubject = 'Medicare Advantage';
    await insertTriple(
      test.db.kysely,
      engineA.tenantId,
      engineA.programId,
      { subject: tripleSubject, predicate: 'covers', object: 'dental checkups', source: '' },
      'test',
    );
    const { client } = await connect(engineA.member);
    const engagementId = newEngagementId();
    const started = (await client.ask(start(engagementId, engineA.programId))) as StartedFrame;
    expect(started).toMatchObject({
      type: 'started',
      engagementId,
      resumed: false,
      assist: true,
      messages: [],
    });
    expect(started.stages.length).toBeGreaterThan(0);
    expect(started.stages[0]).toEqual({ label: expect.any(String), colour: expect.stringMatching(/^#/) });

    const lines: [string, 'agent' | 'visitor'][] = [
      ['Thank you for calling, my name is Sam, this call is recorded. How can I help you today?', 'agent'],
      ['Hi, what do Medicare Advantage plans cover?', 'visitor'],
      ['Sure. Can I have your date of birth and zip code please?', 'agent'],
    ];
    let previous: string | undefined;
    for (const [index, [content, from]] of lines.entries()) {
      client.send(say(engagementId, engineA.programId, content, from));
      const label = (await client.next()) as LabelFrame;
      // The row is there by the time the label arrives.
      const row = await test.db.kysely
        .selectFrom('conversation_message')
        .innerJoin('conversation', 'conversation.id', 'conversation_message.conversation_id')
        .selectAll('conversation_message')
        .where('conversation.engagement_id', '=', engagementId)
        .where('conversation_message.message_index', '=', index)
        .executeTakeFirst();
      expect(row).toMatchObject({ content, stage: label.stage, tenant_id: engineA.tenantId });
      expect(label).toMatchObject({
        type: 'label',
        engagementId,
        index,
        from: from === 'agent' ? 'Agent' : 'Visitor',
        stageChanged: label.stage !== previous,
      });
      expect(label.confidence).toBeGreaterThan(0);
      expect(label.evidence.length).toBeGreaterThan(0);
      expect(label.evidence[0]).toEqual({
        example: expect.any(String),
        stage: expect.any(String),
        score: expect.any(Number),
      });
      if (index === 1) {
        // The visitor names the triple's subject in full and asks about it; the card says so.
        const card = label.cards.find((shown) => shown.subject === tripleSubject);
        expect(card).toMatchObject({ predicate: 'covers', object: 'dental checkups' });
        expect(card?.reason).toContain('subject "Medicare Advantage" named as "medicare advantage"');
      }
      previous = label.stage;
    }
    const conversation = await test.db.kysely
      .selectFrom('conversation')
      .selectAll()
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({
      source: 'simulator',
      agent_user_id: engineA.member.userId,
      ended_date: null,
    });

    // The simulator page resumes from the stored engagement.
    const stored = await engineA.member.client.request(
      'GET',
      `/${engineA.tenant.publicId}/api/simulator/engagements/${engagementId}`,
    );
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ engagementId, programId: engineA.programId, endedDate: null });
    expect(stored.json().messages).toHaveLength(3);
    expect(stored.json().messages[1]).toMatchObject({ index: 1, from: 'Visitor', content: lines[1]![0] });
    const otherTenant = await engineB.member.client.request(
      'GET',
      `/${engineB.tenant.publicId}/api/simulator/engagements/${engagementId}`,
    );
    expect(otherTenant.statusCode).toBe(404);
    const badId = await engineA.member.client.request(
      'GET',
      `/${engineA.tenant.publicId}/api/simulator/engagements/PLATFORMx`,
    );
    expect(badId.statusCode).toBe(404);

    expect(await client.ask({ ...start(engagementId, engineA.programId), type: 'engagement_end' })).toEqual({
      type: 'ended',
      engagementId,
    });
    const afterEnd = (await client.ask(say(engagementId, engineA.programId, 'Still there?'))) as ErrorFrame;
    expect(afterEnd).toMatchObject({ type: 'error', engagementId, errorKey: 'engine.ended' });
    client.close();
  });

  it('keeps the subject in focus over a longer conversation for the knowledge cards', async () => {
    const focus = await tenantWithProgram(
      test,
      { tenantName: 'Engine focus', programName: 'Focus program' },
      SIMULATOR,
    );
    // Silver's deductible first: with the subject out of view, the two deductibles would tie and Silver's lead.
    const deductibles: [string, string][] = [
      ['Silver Advantage HMO', '$0'],
      ['Gold Choice PPO', '$250'],
    ];
    for (const [subject, object] of deductibles)
      await insertTriple(
        test.db.kysely,
        focus.tenantId,
        focus.programId,
        { subject, predicate: 'medical deductible', object, source: '' },
        'test',
      );
    const { client } = await connect(focus.member);
    const engagementId = newEngagementId();
    await client.ask(start(engagementId, focus.programId));
    const lines: [string, 'agent' | 'visitor'][] = [
      ['I was reading about the Gold Choice plan', 'visitor'],
      ['Sure, happy to help with that.', 'agent'],
      ['ok', 'visitor'],
      ['Let me pull it up, one moment.', 'agent'],
      ['no rush', 'visitor'],
      ['and what about its deductible?', 'visitor'],
    ];
    let last: LabelFrame | undefined;
    for (const [content, from] of lines)
      last = (await client.ask(say(engagementId, focus.programId, content, from))) as LabelFrame;
    expect(last?.cards[0]).toMatchObject({
      subject: 'Gold Choice PPO',
      predicate: 'medical deductible',
      object: '$250',
    });
    expect(last?.cards[0]?.reason).toContain('in focus from an earlier message');
    client.close();
  });

  it('answers bad input with an error frame and stores nothing', async () => {
    const { client } = await connect(engineA.member);
    const engagementId = newEngagementId();
    const archived = await insertProgram(test, engineA.tenantId, 'Archived engine program');
    await test.db.kysely
      .updateTable('program')
      .set({ status: 'archived' })
      .where('id', '=', archived)
      .execute();
    const before = await counts();
    const cases: [unknown, string][] = [
      ['{not json', 'engine.badjson'],
      ['[]', 'engine.badmessage'],
      ['null', 'engine.badmessage'],
      [{ ...start(engagementId, engineA.programId), type: 'shout' }, 'engine.badmessage'],
      [start('PLATFORM4294967296', engineA.programId), 'engine.engagementid'],
      [start('PLATFORM007', engineA.programId), 'engine.engagementid'],
      [start('platform12', engineA.programId), 'engine.engagementid'],
      [start(engagementId, 99_999_999), 'engine.program'],
      [start(engagementId, 2 ** 40), 'engine.program'],
      [start(engagementId, engineB.programId), 'engine.program'],
      [start(engagementId, archived), 'engine.program'],
      [say(engagementId, engineA.programId, 'Hello?'), 'engine.notstarted'],
      [{ ...start(engagementId, engineA.programId), type: 'engagement_end' }, 'engine.notstarted'],
    ];
    for (const [message, errorKey] of cases) {
      const frame = (await client.ask(message)) as ErrorFrame;
      expect(frame, JSON.stringify(message)).toMatchObject({
        type: 'error',
        errorKey,
        message: expect.any(String),
      });
    }
    expect(await counts()).toEqual(before);

    expect((await client.ask(start(engagementId, engineA.programId))).type).toBe('started');
    const started = await counts();
    await sleep(1000); // stays under 20 messages a second
    for (const content of ['', '   ', 'x'.repeat(5001), 'x'.repeat(30_000), 12]) {
      const frame = (await client.ask({
        ...say(engagementId, engineA.programId, ''),
        content,
      })) as ErrorFrame;
      expect(frame).toMatchObject({ type: 'error', engagementId, errorKey: 'engine.content' });
    }
    const other = await insertProgram(test, engineA.tenantId, 'Other engine program');
    const wrongProgram = (await client.ask(say(engagementId, other, 'Hello'))) as ErrorFrame;
    expect(wrongProgram.errorKey).toBe('engine.otherprogram');
    expect(await counts()).toEqual(started);
    expect(
      ((await client.ask(say(engagementId, engineA.programId, 'x'.repeat(5000)))) as LabelFrame).index,
    ).toBe(0);
    client.close();
  });

  it('resumes an engagement over a new socket with the resume token, storing nothing twice', async () => {
    // A program of its own: its cards index is built after its triple is stored, whatever ran before.
    const program = await insertProgram(test, engineA.tenantId, 'Resumed program');
    await insertTriple(
      test.db.kysely,
      engineA.tenantId,
      program,
      { subject: 'Smile Gold', predicate: 'covers', object: 'two cleanings a year', source: '' },
      'test',
    );
    const { client, resumeToken } = await connect(engineA.member);
    const engagementId = newEngagementId();
    await client.ask(start(engagementId, program));
    const first = (await client.ask(say(engagementId, program, 'Hello and welcome!'))) as LabelFrame;
    const second = (await client.ask(
      say(engagementId, program, 'Does Smile Gold cover dental?', 'visitor'),
    )) as LabelFrame;
    client.close();
    const before = await counts();

    const again = new EngineClient(`${base}?resume=${encodeURIComponent(resumeToken)}`, origin);
    expect(await again.next()).toEqual({ type: 'session', resumeToken });
    const resumed = (await again.ask(start(engagementId, program))) as StartedFrame;
    expect(resumed).toMatchObject({ type: 'started', resumed: true });
    expect(resumed.messages.map((m) => [m.index, m.from, m.stage])).toEqual([
      [0, 'Agent', first.stage],
      [1, 'Visitor', second.stage],
    ]);
    // The knowledge cards the last message was answered with come back with it, for the frame to show again.
    expect(second.cards.length).toBeGreaterThan(0);
    expect(resumed.cards).toEqual(second.cards);
    expect(await counts()).toEqual(before);
    const third = (await again.ask(say(engagementId, program, 'Let me look that up for you.'))) as LabelFrame;
    expect(third.index).toBe(2);
    again.close();
  });

  it('revokes the resume token at logout and at deactivation', async () => {
    const member = await signInWith(test, engineA.tenant.publicId, SIMULATOR);
    const { client, resumeToken } = await connect(member);
    const engagementId = newEngagementId();
    await client.ask(start(engagementId, engineA.programId));
    await member.client.request('POST', '/api/logout');
    client.send(say(engagementId, engineA.programId, 'Anyone?'));
    expect((await client.closed).code).toBe(4401);
    const resumed = new EngineClient(`${base}?resume=${encodeURIComponent(resumeToken)}`, origin);
    expect((await resumed.closed).code).toBe(4401);

    const other = await signInWith(test, engineA.tenant.publicId, SIMULATOR);
    const second = await connect(other);
    await setStatus(test, other.userId, 'DEACTIVATED');
    second.client.send(start(newEngagementId(), engineA.programId));
    expect((await second.client.closed).code).toBe(4401);
  });

  it('labels and stores for a control-group user, without assist', async () => {
    const member = await signInWith(test, engineA.tenant.publicId, SIMULATOR);
    const { client } = await connect(member);
    await setStatus(test, member.userId, 'CONTROL_GROUP');
    const engagementId = newEngagementId();
    expect(await client.ask(start(engagementId, engineA.programId))).toMatchObject({
      type: 'started',
      assist: false,
    });
    expect((await client.ask(say(engagementId, engineA.programId, 'Hello there'))).type).toBe('label');
    client.close();
  });

  it('closes a socket sending more than 20 messages a second with 1008', async () => {
    const { client } = await connect(engineA.member);
    for (let i = 0; i < 25; i++) client.send('{}');
    expect((await client.closed).code).toBe(1008);
  });

  it('keeps a socket to its tenant', async () => {
    // Tenant A's engagement, then tenant B's socket using the same engagement id with its own program.
    const a = await connect(engineA.member);
    const engagementId = newEngagementId();
    await a.client.ask(start(engagementId, engineA.programId));
    await a.client.ask(say(engagementId, engineA.programId, 'Secret words of tenant A'));
    a.client.close();

    const b = await connect(engineB.member);
    const foreignProgram = (await b.client.ask(start(newEngagementId(), engineA.programId))) as ErrorFrame;
    expect(foreignProgram.errorKey).toBe('engine.program');
    const foreignMessage = (await b.client.ask(say(engagementId, engineB.programId, 'Hello'))) as ErrorFrame;
    expect(foreignMessage.errorKey).toBe('engine.notstarted');
    const own = (await b.client.ask(start(engagementId, engineB.programId))) as StartedFrame;
    expect(own).toMatchObject({ type: 'started', resumed: false, messages: [] });
    const label = (await b.client.ask(say(engagementId, engineB.programId, 'Hello'))) as LabelFrame;
    expect(label.index).toBe(0);
    expect(JSON.stringify(b.client.frames)).not.toContain('Secret words');
    const rows = await test.db.kysely
      .selectFrom('conversation')
      .select('tenant_id')
      .where('engagement_id', '=', engagementId)
      .execute();
    expect(rows.map((row) => row.tenant_id).sort()).toEqual([engineA.tenantId, engineB.tenantId].sort());
    b.client.close();
  });

  it('labels messages with the label endpoint, storing nothing, with the new version after a save', async () => {
    const url = `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/stage-model/label`;
    const before = await counts();
    const response = await engineA.member.client.request('POST', url, {
      messages: [
        { from: 'Agent', content: 'Thank you for calling, how can I help?' },
        { from: 'Visitor', content: 'I want to change my Medicare plan.' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(0);
    expect(response.json().labels).toHaveLength(2);
    expect(response.json().labels[0]).toEqual({
      stage: expect.any(String),
      confidence: expect.any(Number),
      evidence: expect.any(Array),
    });
    expect(await counts()).toEqual(before);

    for (const body of [
      {},
      { messages: [] },
      { messages: [{ from: 'Robot', content: 'x' }] },
      { messages: [{ from: 'Agent', content: '' }] },
      { messages: Array.from({ length: 1001 }, () => ({ from: 'Agent', content: 'x' })) },
    ])
      expectProblem(await engineA.member.client.request('POST', url, body), 400);
    const noRight = await signInWith(test, engineA.tenant.publicId, ['p-view_studio_settings']);
    expect(
      (await noRight.client.request('POST', url, { messages: [{ from: 'Agent', content: 'x' }] })).statusCode,
    ).toBe(403);

    const saved = await engineA.member.client.request(
      'PUT',
      `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/stage-model`,
      stageModelBody(0),
    );
    expect(saved.statusCode).toBe(200);
    const after = await engineA.member.client.request('POST', url, {
      messages: [{ from: 'Agent', content: 'Hi' }],
    });
    expect(after.json().version).toBe(1);
  });

  it('stores test sets from JSON Lines and runs them with a known confusion matrix', async () => {
    const url = `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/test-sets`;
    const good = JSON.stringify({
      messages: [
        {
          from: 'Agent',
          content: 'Thank you for calling, my name is Sam. How can I help?',
          stage: 'Warm Greet Intro',
        },
        {
          from: 'Visitor',
          content: 'I want to ask about dental insurance.',
          stage: 'Dental Insurance Inquiry',
        },
        { from: 'Agent', content: 'Thanks for calling, have a great day, goodbye!', stage: 'Agent Qualify' },
      ],
    });
    const bad = await engineA.member.client.request('POST', url, {
      name: 'Broken',
      conversations: [
        good,
        '{oops',
        '',
        JSON.stringify({ messages: [{ from: 'Agent', content: 'x' }] }),
      ].join('\n'),
    });
    expectProblem(bad, 400);
    expect(bad.json().fieldErrors.map((error: { field: string }) => error.field)).toEqual([
      'lines[2]',
      'lines[4]',
    ]);
    expect((await engineA.member.client.request('GET', url)).json()).toEqual([]);

    const created = await engineA.member.client.request('POST', url, {
      name: 'Regression',
      conversations: `${good}\n`,
    });
    expect(created.statusCode).toBe(201);
    const testSetId = created.json().id as number;
    expect(created.json()).toMatchObject({ name: 'Regression', conversations: 1, messages: 3 });
    const added = await engineA.member.client.request(
      'POST',
      `${url}/${testSetId}/conversations`,
      JSON.parse(good),
    );
    expect(added.json()).toMatchObject({ conversations: 2, messages: 6 });
    const read = testSetSchema.parse(
      (await engineA.member.client.request('GET', `${url}/${testSetId}`)).json(),
    );
    expect(read.items).toHaveLength(2);

    const run = await engineA.member.client.request('POST', `${url}/${testSetId}/runs`);
    expect(run.statusCode).toBe(201);
    const result = testRunSchema.parse(run.json());
    // The same figures as the library gives for the program's current model.
    const modelRow = await engineA.member.client.request(
      'GET',
      `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/stage-model`,
    );
    const model = trainStageModel(definitionOf(modelRow.json()), DEFAULT_TRAINING_CORPUS);
    const expected = evaluate(
      model,
      read.items.map((item) => ({ id: String(item.id), messages: item.messages })),
    );
    expect(result.stages).toEqual(expected.confusion.labels);
    expect(result.confusion).toEqual(expected.confusion.matrix);
    expect(result.messages).toBe(6);
    expect(result.confusion.flat().reduce((a, b) => a + b, 0)).toBe(6);
    // The goodbye labelled Agent Qualify on purpose is wrong in both conversations.
    const qualify = result.stages.indexOf('Agent Qualify');
    expect(result.confusion[qualify]!.reduce((a, b) => a + b, 0)).toBe(2);
    expect(result.wrong.filter((wrong) => wrong.expected === 'Agent Qualify')).toHaveLength(
      2 - result.confusion[qualify]![qualify]!,
    );
    expect(result.modelVersion).toBe(1);
    const runs = await engineA.member.client.request('GET', `${url}/${testSetId}/runs`);
    expect(runs.json()).toHaveLength(1);

    const reader = await signInWith(test, engineA.tenant.publicId, ['p-view_studio_settings']);
    expect((await reader.client.request('GET', `${url}/${testSetId}/runs`)).statusCode).toBe(200);
    expect((await reader.client.request('POST', `${url}/${testSetId}/runs`)).statusCode).toBe(403);

    expect((await engineA.member.client.request('DELETE', `${url}/${testSetId}`)).statusCode).toBe(204);
    expect((await engineA.member.client.request('GET', `${url}/${testSetId}`)).statusCode).toBe(404);
  });

  it('answers the first message on a program just created with no training, with the default model', async () => {
    const engineService = test.app.context.engine;
    const creator = await signInWith(test, engineA.tenant.publicId, [...SIMULATOR, 'p-create_programs']);
    // Held trainings never end until released: a message that waited for one would get no label.
    const release = engineService.holdTraining();
    try {
      const created = await creator.client.request('POST', `/${engineA.tenant.publicId}/api/programs`, {
        name: 'Created just now',
        channel: 'voice',
      });
      expect(created.statusCode, created.body).toBe(201);
      const program = created.json().id as number;
      const { client } = await connect(creator);
      const engagementId = newEngagementId();
      await client.ask(start(engagementId, program));
      const label = (await client.ask(
        say(engagementId, program, 'Thank you for calling, how can I help you today?'),
      )) as LabelFrame;
      expect(label).toMatchObject({ type: 'label', index: 0, stage: 'Warm Greet Intro' });
      // A program without triples answers no cards, and no error.
      expect(label.cards).toEqual([]);
      const asked = (await client.ask(
        say(engagementId, program, 'How much a month is the Gold plan?', 'visitor'),
      )) as LabelFrame;
      expect(asked).toMatchObject({ type: 'label', index: 1, cards: [] });
      expect(engineService.training(engineA.tenantId, program)).toBeUndefined();
      const { stored, model } = await engineService.programModel(
        test.db.kysely,
        engineA.tenantId,
        program,
        false,
      );
      expect([stored.version, model.version]).toEqual([0, 0]);
      client.close();
    } finally {
      release();
    }
  });

  it('labels with the previous model while a saved one trains, and with the saved one once trained', async () => {
    const engineService = test.app.context.engine;
    const program = await insertProgram(test, engineA.tenantId, 'Retrained program');
    const { client } = await connect(engineA.member);
    const engagementId = newEngagementId();
    await client.ask(start(engagementId, program));
    const text = 'zebra pineapple voucher';
    const before = (await client.ask(say(engagementId, program, text))) as LabelFrame;
    expect(before.stage).not.toBe('Zebra Vouchers');
    const body = stageModelBody(0);
    body.stages.push({
      label: 'Zebra Vouchers',
      colour: '#1d5fa8',
      enabled: true,
      examples: [text, 'zebra pineapple vouchers please', 'a zebra pineapple voucher'],
    });
    const release = engineService.holdTraining();
    let training: Promise<unknown> | undefined;
    let trained = false;
    try {
      const saved = await engineA.member.client.request(
        'PUT',
        `/${engineA.tenant.publicId}/api/programs/${program}/stage-model`,
        body,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      training = engineService.training(engineA.tenantId, program);
      expect(training).toBeDefined();
      void training?.then(() => {
        trained = true;
      });
      // The first message after the save is answered by version 0 while version 1 waits to train.
      const during = (await client.ask(say(engagementId, program, text))) as LabelFrame;
      expect(during.type).toBe('label');
      expect(during.stage).not.toBe('Zebra Vouchers');
      expect(trained).toBe(false);
      const inUse = await engineService.programModel(test.db.kysely, engineA.tenantId, program, false);
      expect([inUse.stored.version, inUse.model.version]).toEqual([1, 0]);
    } finally {
      release();
    }
    await training;
    const after = (await client.ask(say(engagementId, program, text))) as LabelFrame;
    expect(after.stage).toBe('Zebra Vouchers');
    expect(after.evidence[0]?.example).toBe(text);
    const inUse = await engineService.programModel(test.db.kysely, engineA.tenantId, program, false);
    expect([inUse.stored.version, inUse.model.version]).toEqual([1, 1]);
    client.close();
  });

  it('answers 403 without each permission', async () => {
    const sets = `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/test-sets`;
    const line = JSON.stringify({
      messages: [{ from: 'Agent', content: 'Hello', stage: 'Warm Greet Intro' }],
    });
    const created = await engineA.member.client.request('POST', sets, {
      name: 'Matrix',
      conversations: line,
    });
    const set = `${sets}/${created.json().id}`;
    const { client } = await connect(engineA.member);
    const engagementId = newEngagementId();
    await client.ask(start(engagementId, engineA.programId));
    client.close();
    await expectAuthorityMatrix(test, engineA.tenant.publicId, [
      { endpoint: 'GET /api/simulator/frame-src', path: '/api/simulator/frame-src' },
      { endpoint: 'POST /api/simulator/frame-ticket', path: '/api/simulator/frame-ticket' },
      {
        endpoint: 'GET /:tenantPublicId/api/simulator/engagements/:engagementId',
        path: `/${engineA.tenant.publicId}/api/simulator/engagements/${engagementId}`,
      },
      {
        endpoint: 'POST /:tenantPublicId/api/programs/:programId/stage-model/label',
        path: `/${engineA.tenant.publicId}/api/programs/${engineA.programId}/stage-model/label`,
        body: { messages: [{ from: 'Agent', content: 'Hello' }] },
      },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets', path: sets },
      {
        endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets',
        path: sets,
        body: { name: 'Matrix 2', conversations: line },
      },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId', path: set },
      {
        endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations',
        path: `${set}/conversations`,
        body: JSON.parse(line),
      },
      {
        endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
        path: `${set}/runs`,
      },
      {
        endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
        path: `${set}/runs`,
      },
      { endpoint: 'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId', path: set },
    ]);
  });
});
