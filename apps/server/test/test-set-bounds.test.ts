import {
  TEST_RUN_WRONG_MAX,
  TEST_RUNS_LISTED,
  TEST_SET_MESSAGES_MAX,
  TEST_SET_STAGES_MAX,
  testRunSchema,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConversations } from '../src/modules/engine/test-set.routes.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { GREETING, QUALIFY } from './support/engagement-fixtures.js';
import { loopTurnsDuring } from './support/loop-turns.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem } from './support/users.js';

/**
 * A test set's run labels every message on the event loop and keeps a confusion matrix with a row and a column
 * for each stage its messages name. Without bounds one upload of 5 MB (about 100,000 short messages, each naming
 * a stage of its own) made a run hold the event loop for minutes and build a matrix of 10^10 cells, and the runs
 * list answered every run ever stored. Each limit is checked here from a count made by the test itself.
 */

type Message = { from: 'Agent' | 'Visitor'; content: string; stage: string };
/** `count` conversations of `size` messages; message `i` overall expects stage `S{i % stages}`. */
const conversations = (count: number, size: number, stages: number) =>
  Array.from({ length: count }, (_, c) => ({
    messages: Array.from(
      { length: size },
      (_, m): Message => ({
        from: m % 2 ? 'Visitor' : 'Agent',
        content: m % 2 ? QUALIFY : GREETING,
        stage: `S${(c * size + m) % stages}`,
      }),
    ),
  }));
const jsonLines = (items: { messages: Message[] }[]) => items.map((item) => JSON.stringify(item)).join('\n');

describe(`test set bounds (${engine})`, () => {
  let test: TestApp;
  let tenant: Awaited<ReturnType<typeof signUpTenant>>;
  let tenantId: number;
  let sets: string;
  let programId: number;

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    const program = await tenant.client.post(`/${tenant.publicId}/api/programs`, {
      name: 'Bounds',
      channel: 'voice',
    });
    programId = program.json().id as number;
    sets = `/${tenant.publicId}/api/programs/${programId}/test-sets`;
  });
  afterAll(async () => {
    await test?.close();
  });

  const listed = async () => (await tenant.client.get(sets)).json() as { id: number; messages: number }[];
  const fieldsOf = (response: { json(): unknown }) =>
    (response.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((error) => error.field);

  it('refuses an upload of more messages or more stages than a set holds, storing nothing', async () => {
    const before = await listed();
    // One message over, in conversations of 50 messages and one more.
    const over = [...conversations(TEST_SET_MESSAGES_MAX / 50, 50, 5), ...conversations(1, 1, 5)];
    const tooLong = await tenant.client.post(sets, { name: 'Too long', conversations: jsonLines(over) });
    expectProblem(tooLong, 400);
    expect(fieldsOf(tooLong)).toEqual(['conversations']);
    // One stage over: each message names a stage of its own.
    const tooVaried = await tenant.client.post(sets, {
      name: 'Too varied',
      conversations: jsonLines(conversations(1, TEST_SET_STAGES_MAX + 1, TEST_SET_STAGES_MAX + 1)),
    });
    expectProblem(tooVaried, 400);
    expect(fieldsOf(tooVaried)).toEqual(['conversations']);
    expect(await listed()).toEqual(before);
    // At both limits it is taken.
    const atLimits = await tenant.client.post(sets, {
      name: 'At the limits',
      conversations: jsonLines(conversations(TEST_SET_MESSAGES_MAX / 50, 50, TEST_SET_STAGES_MAX)),
    });
    expect(atLimits.statusCode, atLimits.body).toBe(201);
    expect(atLimits.json()).toMatchObject({ messages: TEST_SET_MESSAGES_MAX });
  });

  it('refuses a conversation added past the set’s messages', async () => {
    const created = await tenant.client.post(sets, {
      name: 'Growing',
      // Conversations of at most 1,000 messages each, two short of the set's limit.
      conversations: jsonLines([
        ...conversations((TEST_SET_MESSAGES_MAX - 1000) / 1000, 1000, 5),
        ...conversations(1, 998, 5),
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const fits = await tenant.client.post(`${sets}/${id}/conversations`, conversations(1, 2, 5)[0]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json()).toMatchObject({ messages: TEST_SET_MESSAGES_MAX });
    const past = await tenant.client.post(`${sets}/${id}/conversations`, conversations(1, 1, 5)[0]);
    expectProblem(past, 400);
    expect(fieldsOf(past)).toEqual(['messages']);
    expect((await listed()).find((set) => set.id === id)?.messages).toBe(TEST_SET_MESSAGES_MAX);
  });

  it('refuses an engagement added from the Supervisor past the set’s messages', async () => {
    const created = await tenant.client.post(sets, {
      name: 'Nearly full',
      conversations: jsonLines([
        ...conversations((TEST_SET_MESSAGES_MAX - 1000) / 1000, 1000, 5),
        ...conversations(1, 999, 5),
      ]),
    });
    const id = created.json().id as number;
    const key = (await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'Bounds' })).json().key;
    const engagementId = `PLATFORM${Date.now() % 1_000_000_000}`;
    const at = (seconds: number) => new Date(Date.now() - 3_600_000 + seconds * 1000).toISOString();
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        engagementId,
        program: programId,
        channel: 'voice',
        messages: [
          { from: 'Agent', content: GREETING, time: at(0) },
          { from: 'Agent', content: QUALIFY, time: at(30) },
        ],
      }),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const added = await tenant.client.post(`/${tenant.publicId}/api/engagements/${engagementId}/test-set`, {
      testSetId: id,
    });
    expectProblem(added, 400);
    expect(fieldsOf(added)).toEqual(['testSetId']);
    expect((await listed()).find((set) => set.id === id)?.messages).toBe(TEST_SET_MESSAGES_MAX - 1);
  });

  it('refuses to run a set stored past the limits, storing no run', async () => {
    const created = await tenant.client.post(sets, {
      name: 'Stored before the limits',
      conversations: jsonLines(conversations(1, 2, 2)),
    });
    const id = created.json().id as number;
    // As a set saved before the limits were checked: written straight to the database.
    await insertConversations(test.db.kysely, tenantId, id, conversations(2, 60, 120));
    const run = await tenant.client.post(`${sets}/${id}/runs`, {});
    expectProblem(run, 400);
    expect(fieldsOf(run)).toEqual(['testSetId']);
    expect((await tenant.client.get(`${sets}/${id}/runs`)).json()).toEqual([]);
  });

  it('runs a set at the limit with turns of the event loop, scoring every message and keeping the first wrong ones', async () => {
    const created = await tenant.client.post(sets, {
      name: 'Full',
      // Every message expects a stage no model answers, so that every one is wrong.
      conversations: jsonLines(conversations(TEST_SET_MESSAGES_MAX / 100, 100, 7)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    // Once first, so that the program's model is trained (on its thread, with turns of its own) before counting.
    expect((await tenant.client.post(`${sets}/${id}/runs`, {})).statusCode).toBe(201);
    const { result: run, turns } = await loopTurnsDuring(() => tenant.client.post(`${sets}/${id}/runs`, {}));
    expect(run.statusCode, run.body).toBe(201);
    const result = testRunSchema.parse(run.json());
    // A turn at least every 100 messages labelled (the run gives one every 50).
    expect(turns).toBeGreaterThanOrEqual(TEST_SET_MESSAGES_MAX / 100);
    expect(result.messages).toBe(TEST_SET_MESSAGES_MAX);
    expect(result.confusion.flat().reduce((a, b) => a + b, 0)).toBe(TEST_SET_MESSAGES_MAX);
    expect(result.accuracy).toBe(0);
    expect(result.wrong).toHaveLength(TEST_RUN_WRONG_MAX);
    // The first wrong messages, in the set's order: conversation by conversation, message by message.
    const firstConversation = result.wrong[0]!.conversation;
    expect(result.wrong.slice(0, 100).map((wrong) => [wrong.conversation, wrong.index])).toEqual(
      Array.from({ length: 100 }, (_, index) => [firstConversation, index]),
    );
    expect(result.wrong.slice(0, 7).map((wrong) => wrong.expected)).toEqual(
      Array.from({ length: 7 }, (_, i) => `S${i}`),
    );
  }, 180_000);

  it('runs one test run at a time: another sent meanwhile is refused with 429 and Retry-After, storing nothing', async () => {
    const created = await tenant.client.post(sets, {
      name: 'One at a time',
      conversations: jsonLines(conversations(TEST_SET_MESSAGES_MAX / 1000, 1000, 7)),
    });
    const id = created.json().id as number;
    const answers = await Promise.all([0, 1].map(() => tenant.client.post(`${sets}/${id}/runs`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await tenant.client.get(`${sets}/${id}/runs`)).json()).toHaveLength(1);
    // Once the first has answered, the next is taken.
    expect((await tenant.client.post(`${sets}/${id}/runs`, {})).statusCode).toBe(201);
    // The served document says so: a 429 of its own, with Retry-After.
    const document = (await test.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json();
    const busy =
      document.paths['/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/runs'].post.responses[
        '429'
      ];
    expect(busy.description).toMatch(/one at a time/);
    expect(busy.headers['Retry-After']).toBeDefined();
  }, 180_000);

  it('lists a set’s latest runs, oldest first', async () => {
    const created = await tenant.client.post(sets, {
      name: 'Many runs',
      conversations: jsonLines(conversations(1, 2, 2)),
    });
    const id = created.json().id as number;
    const ids: number[] = [];
    for (let i = 0; i < TEST_RUNS_LISTED + 3; i++) {
      const run = await tenant.client.post(`${sets}/${id}/runs`, {});
      expect(run.statusCode, run.body).toBe(201);
      ids.push(run.json().id as number);
    }
    const runs = (await tenant.client.get(`${sets}/${id}/runs`)).json() as { id: number }[];
    expect(runs.map((run) => run.id)).toEqual(ids.slice(-TEST_RUNS_LISTED));
  }, 180_000);
});
