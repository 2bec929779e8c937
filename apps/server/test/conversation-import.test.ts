import {
  ENGINE_CONTENT_MAX,
  type EngagementDetail,
  type EngagementSummary,
  IMPORT_MESSAGES_MAX,
  type LabelFrame,
  SUPERVISOR_ERROR_KEYS,
  type V1ConversationImported,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabelledConversations } from '../src/demo/demo-data.js';
import type { StoredEvent } from '../src/events/event-bus.js';
import { createConversationImport } from '../src/modules/conversations/conversation-import.js';
import { signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { GREETING, QUALIFY, RECOMMEND } from './support/engagement-fixtures.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;
interface Said {
  from: 'Agent' | 'Visitor';
  content: string;
}

describe(`POST /api/v1/conversations: transcripts imported after the call (${engine})`, () => {
  let test: TestApp;
  let tenantA: Tenant;
  let tenantB: Tenant;
  let tenantIdA: number;
  let programA: number;
  let programB: number;
  let keyA: string;
  let keyB: string;
  let agentA: number;
  let controlAgentA: number;
  let sequence = 7000;
  const newEngagement = () => `PLATFORM${sequence++}${Math.floor(Math.random() * 1000)}`;

  const call = (url: string, key: string | undefined, body?: unknown) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body ?? {}),
    });
  const importCall = (key: string | undefined, body: unknown) => call('/api/v1/conversations', key, body);
  const makeKey = async (tenant: Tenant) => {
    const response = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'Recorder' });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { key: string }).key;
  };
  const detail = async (tenant: Tenant, engagementId: string) => {
    const response = await tenant.client.get(`/${tenant.publicId}/api/engagements/${engagementId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EngagementDetail;
  };
  /** The same messages sent live, one at a time, through the engagements API. */
  const sendLive = async (messages: readonly Said[]) => {
    const engagementId = newEngagement();
    const started = await call('/api/v1/engagements', keyA, {
      engagementId,
      program: programA,
      channel: 'voice',
    });
    expect(started.statusCode, started.body).toBe(201);
    const labels: LabelFrame[] = [];
    for (const message of messages) {
      const sent = await call(`/api/v1/engagements/${engagementId}/messages`, keyA, message);
      expect(sent.statusCode, sent.body).toBe(201);
      labels.push(sent.json() as LabelFrame);
    }
    return { engagementId, labels };
  };
  /** Times a little apart, ending an hour ago. */
  const timed = (messages: readonly Said[], stepSeconds = 7) => {
    const start = Date.now() - 3_600_000 - messages.length * stepSeconds * 1000;
    return messages.map((message, i) => ({
      ...message,
      time: new Date(start + i * stepSeconds * 1000).toISOString(),
    }));
  };
  const transcript = (messages: readonly Said[], extra: Record<string, unknown> = {}) => ({
    engagementId: newEngagement(),
    program: programA,
    channel: 'voice',
    messages: timed(messages),
    ...extra,
  });
  /** What a refused request must leave alone (the key's last use may move). */
  const data = () => snapshot(test.db, ['session', 'api_key']);

  beforeAll(async () => {
    test = await startTestApp();
    tenantA = await signUpTenant(test, { tenantName: 'Recorder A' });
    tenantB = await signUpTenant(test, { tenantName: 'Recorder B' });
    tenantIdA = await tenantIdOf(test, tenantA.publicId);
    programA = await insertProgram(test, tenantIdA, 'Import program A');
    programB = await insertProgram(test, await tenantIdOf(test, tenantB.publicId), 'Import program B');
    keyA = await makeKey(tenantA);
    keyB = await makeKey(tenantB);
    agentA = (await signInWith(test, tenantA.publicId, ['ROLE_AGENT'])).userId;
    controlAgentA = (await signInWith(test, tenantA.publicId, ['ROLE_AGENT'])).userId;
    const agentB = (await signInWith(test, tenantB.publicId, ['ROLE_AGENT'])).userId;
    for (const [id, code, status] of [
      [agentA, 'REC-1', 'ACTIVE'],
      [controlAgentA, 'REC-C', 'CONTROL_GROUP'],
      [agentB, 'REC-B', 'ACTIVE'],
    ] as const)
      await test.db.kysely
        .updateTable('app_user')
        .set({ external_code: code, status })
        .where('id', '=', id)
        .execute();
  });
  afterAll(() => test.close());

  it('labels a recorded call as the same messages sent live, stores it ended with source import', async () => {
    const recorded = loadLabelledConversations().find((conversation) => conversation.id === 'h02');
    const messages = recorded!.messages.map(({ from, content }) => ({ from, content }));
    const live = await sendLive(messages);

    // Times with an offset, stored as UTC; two messages at the same time.
    const times = timed(messages, 11);
    times[3]!.time = times[2]!.time;
    const withOffset = times.map((message) => {
      const at = new Date(Date.parse(message.time) + 2 * 3_600_000);
      return { ...message, time: `${at.toISOString().slice(0, 19)}+02:00` };
    });
    const engagementId = newEngagement();
    const received: StoredEvent[] = [];
    const unsubscribe = test.app.context.events.subscribe(tenantIdA, (event) => received.push(event));
    const imported = await importCall(keyA, {
      engagementId,
      program: programA,
      agent: { externalCode: 'REC-1' },
      channel: 'voice',
      messages: withOffset,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const answer = imported.json() as V1ConversationImported;
    expect(answer).toEqual({
      engagementId,
      labels: live.labels.map((label) => ({
        index: label.index,
        stage: label.stage,
        confidence: label.confidence,
      })),
    });

    const expectedTimes = withOffset.map((message) => new Date(message.time).toISOString());
    const stored = await detail(tenantA, engagementId);
    const liveStored = await detail(tenantA, live.engagementId);
    expect(stored).toMatchObject({
      engagementId,
      programId: programA,
      agent: { id: agentA, externalCode: 'REC-1' },
      source: 'import',
      channel: 'voice',
      status: 'ended',
      startedDate: expectedTimes[0],
      endedDate: expectedTimes.at(-1),
      currentStage: live.labels.at(-1)!.stage,
      lastMessage: {
        from: messages.at(-1)!.from,
        content: messages.at(-1)!.content,
        time: expectedTimes.at(-1),
      },
      messageCount: messages.length,
      alertCount: liveStored.alertCount,
    });
    // Labels, cards and speakers as live; times as given.
    const strip = (message: EngagementDetail['messages'][number]) => ({ ...message, time: undefined });
    expect(stored.messages.map(strip)).toEqual(liveStored.messages.map(strip));
    expect(stored.messages.map((message) => message.time)).toEqual(expectedTimes);

    // The reporting facts: handle time, first message, the agent's group, time in each stage.
    const row = await test.db.kysely
      .selectFrom('conversation')
      .select(['agent_group', 'first_message_date', 'handle_ms', 'correction_count'])
      .where('tenant_id', '=', tenantIdA)
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow();
    const handle = Date.parse(expectedTimes.at(-1)!) - Date.parse(expectedTimes[0]!);
    expect({ ...row, handle_ms: Number(row.handle_ms) }).toEqual({
      agent_group: 'assisted',
      first_message_date: expectedTimes[0],
      handle_ms: handle,
      correction_count: 0,
    });
    const expectedStages = new Map<string, { messages: number; ms: number; first: number }>();
    answer.labels.forEach((label, i) => {
      const entry = expectedStages.get(label.stage) ?? { messages: 0, ms: 0, first: i };
      entry.messages += 1;
      if (i + 1 < expectedTimes.length)
        entry.ms += Date.parse(expectedTimes[i + 1]!) - Date.parse(expectedTimes[i]!);
      expectedStages.set(label.stage, entry);
    });
    const stageRows = await test.db.kysely
      .selectFrom('conversation_stage')
      .innerJoin('conversation', 'conversation.id', 'conversation_stage.conversation_id')
      .select(['stage', 'messages', 'first_index', 'duration_ms', 'engine_messages', 'corrected'])
      .where('conversation.engagement_id', '=', engagementId)
      .where('conversation.tenant_id', '=', tenantIdA)
      .orderBy('stage')
      .execute();
    expect(stageRows.map((stage) => ({ ...stage, duration_ms: Number(stage.duration_ms) }))).toEqual(
      [...expectedStages.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([stage, entry]) => ({
          stage,
          messages: entry.messages,
          first_index: entry.first,
          duration_ms: entry.ms,
          engine_messages: entry.messages,
          corrected: 0,
        })),
    );

    // Supervisor's list shows it, and its summary went out on the live feed.
    const list = await tenantA.client.get(`/${tenantA.publicId}/api/engagements?source.equals=import`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as EngagementSummary[]).map((summary) => summary.engagementId)).toContain(
      engagementId,
    );
    // Only the import's own events: on PostgreSQL the live engagement's last events may still be arriving, and
    // the import's after the notification that follows its commit.
    const publishedOf = () =>
      received
        .filter((event) => event.type === 'engagement')
        .map((event) => event.data as EngagementSummary)
        .filter((summary) => summary.engagementId === engagementId);
    for (let waited = 0; publishedOf().length === 0 && waited < 20_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    const published = publishedOf();
    expect(published).toEqual([expect.objectContaining({ engagementId, status: 'ended', source: 'import' })]);
  });

  it('raises the alerts the live path raises, at the same messages, dated by their message', async () => {
    const messages: Said[] = [
      { from: 'Agent', content: GREETING },
      { from: 'Agent', content: RECOMMEND },
      { from: 'Agent', content: QUALIFY },
    ];
    const live = await sendLive(messages);
    const liveAlerts = live.labels.flatMap((label) => label.alerts);
    expect(liveAlerts.length).toBeGreaterThan(0);
    const body = transcript(messages, { agent: { externalCode: 'REC-C' } });
    const imported = await importCall(keyA, body);
    expect(imported.statusCode, imported.body).toBe(201);
    const stored = await detail(tenantA, body.engagementId);
    expect(stored.alertCount).toBe(liveAlerts.length);
    expect(
      stored.alerts.map(({ rule, kind, severity, index, message }) => ({
        rule,
        kind,
        severity,
        index,
        message,
      })),
    ).toEqual(
      liveAlerts.map(({ rule, kind, severity, index, message }) => ({
        rule,
        kind,
        severity,
        index,
        message,
      })),
    );
    expect(stored.alerts.map((alert) => alert.createdDate)).toEqual(
      stored.alerts.map((alert) => body.messages[alert.index]!.time),
    );
    const group = await test.db.kysely
      .selectFrom('conversation')
      .select('agent_group')
      .where('tenant_id', '=', tenantIdA)
      .where('engagement_id', '=', body.engagementId)
      .executeTakeFirstOrThrow();
    expect(group.agent_group).toBe('control');
  });

  it('takes the largest transcript, beyond the default body limit', async () => {
    const messages = Array.from({ length: IMPORT_MESSAGES_MAX }, (_, i) => ({
      from: i % 2 ? ('Visitor' as const) : ('Agent' as const),
      content: `${i % 2 ? 'I would like to know about the dental plan' : QUALIFY} ${'and more '.repeat(20)}`,
    }));
    const body = transcript(messages);
    expect(JSON.stringify(body).length).toBeGreaterThan(256 * 1024);
    const imported = await importCall(keyA, body);
    expect(imported.statusCode, imported.body).toBe(201);
    expect((imported.json() as V1ConversationImported).labels).toHaveLength(IMPORT_MESSAGES_MAX);
    expect((await detail(tenantA, body.engagementId)).messageCount).toBe(IMPORT_MESSAGES_MAX);
  });

  it("imports under the platform's own ids, and names the pattern for a wrong one", async () => {
    const ids = [
      'WALK4-IMPORT-0001',
      'b7e0c2d4-5f1a-4e3b-9c8d-0a1b2c3d4e5f',
      `rec:2026.11.28_${'9'.repeat(113)}`,
    ];
    expect(ids[2]).toHaveLength(128);
    for (const engagementId of ids) {
      const body = { ...transcript([{ from: 'Agent', content: GREETING }]), engagementId };
      const imported = await importCall(keyA, body);
      expect(imported.statusCode, imported.body).toBe(201);
      expect((imported.json() as V1ConversationImported).engagementId).toBe(engagementId);
      expect(await detail(tenantA, engagementId)).toMatchObject({
        engagementId,
        source: 'import',
        messageCount: 1,
      });
    }
    const before = await data();
    const wrong = await importCall(keyA, {
      ...transcript([{ from: 'Agent', content: GREETING }]),
      engagementId: 'WALK4 IMPORT',
    });
    expectProblem(wrong, 400);
    expect((wrong.json() as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      expect.objectContaining({
        field: 'engagementId',
        message:
          '1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$).',
      }),
    ]);
    // The same id twice in one tenant is refused.
    expectProblem(
      await importCall(keyA, { ...transcript([{ from: 'Agent', content: GREETING }]), engagementId: ids[0] }),
      409,
    );
    expect(await data()).toEqual(before);
  });

  it('answers 409 for an engagement id in use, live or imported, and changes nothing', async () => {
    const live = await sendLive([{ from: 'Agent', content: GREETING }]);
    const first = transcript([{ from: 'Agent', content: GREETING }]);
    expect((await importCall(keyA, first)).statusCode).toBe(201);
    const before = await data();
    for (const engagementId of [live.engagementId, first.engagementId]) {
      expectProblem(await importCall(keyA, { ...first, engagementId }), 409, {
        errorKey: SUPERVISOR_ERROR_KEYS.engagementExists,
      });
    }
    expect(await data()).toEqual(before);
  });

  it('answers 409 when another import takes the id between the check and the insert', async () => {
    const body = transcript([{ from: 'Agent', content: GREETING }]);
    const { engine: realEngine, engagements } = test.app.context;
    // The other request starts the engagement while this one is labelling.
    const racing = createConversationImport({
      db: test.db,
      engine: {
        ...realEngine,
        programModel: async (...args) => {
          const started = await engagements.start({
            tenantId: tenantIdA,
            engagementId: body.engagementId,
            programId: programA,
            agentUserId: null,
            source: 'api',
            channel: 'voice',
          });
          expect(started.ok).toBe(true);
          return realEngine.programModel(...args);
        },
      },
    });
    const result = await racing({
      tenantId: tenantIdA,
      engagementId: body.engagementId,
      programId: programA,
      agentUserId: null,
      channel: 'voice',
      messages: body.messages,
    });
    expect(result).toMatchObject({ ok: false, errorKey: SUPERVISOR_ERROR_KEYS.engagementExists });
    const stored = await detail(tenantA, body.engagementId);
    expect([stored.source, stored.messageCount]).toEqual(['api', 0]);
    // Over HTTP the same race answers 409: two imports of one id at once, one stored.
    const twice = await Promise.all([importCall(keyA, body), importCall(keyA, { ...body })]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([409, 409]);
    const other = transcript([{ from: 'Agent', content: GREETING }]);
    const pair = await Promise.all([importCall(keyA, other), importCall(keyA, other)]);
    expect(pair.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const good = transcript([
      { from: 'Agent', content: GREETING },
      { from: 'Visitor', content: 'Hi, I have a question about dental cover.' },
      { from: 'Agent', content: QUALIFY },
    ]);
    const at = (i: number) => good.messages[i]!.time;
    const withMessage = (i: number, change: Record<string, unknown>) => ({
      ...good,
      messages: good.messages.map((message, j) => (j === i ? { ...message, ...change } : message)),
    });
    const many = (count: number) => ({
      ...good,
      messages: Array.from({ length: count }, () => good.messages[0]),
    });
    const cases: [string, unknown, string][] = [
      ['no messages', { ...good, messages: [] }, 'messages'],
      ['too many messages', many(IMPORT_MESSAGES_MAX + 1), 'messages'],
      [
        'a time going back',
        withMessage(2, { time: new Date(Date.parse(at(1)) - 1).toISOString() }),
        'messages[2].time',
      ],
      [
        'a time in the future',
        withMessage(1, { time: new Date(Date.now() + 3_600_000).toISOString() }),
        'messages[1].time',
      ],
      ['a time that is no time', withMessage(0, { time: 'yesterday at noon' }), 'messages[0].time'],
      ['a day that does not exist', withMessage(0, { time: '2025-02-30T10:00:00Z' }), 'messages[0].time'],
      ['a time without its zone', withMessage(0, { time: at(0).replace('Z', '') }), 'messages[0].time'],
      [
        'too long a message',
        withMessage(1, { content: 'a'.repeat(ENGINE_CONTENT_MAX + 1) }),
        'messages[1].content',
      ],
      ['an empty message', withMessage(1, { content: '   ' }), 'messages[1].content'],
      ['an unknown speaker', withMessage(1, { from: 'Robot' }), 'messages[1].from'],
      ['an engagement id with a space', { ...good, engagementId: 'CALL 1' }, 'engagementId'],
      ['an engagement id with a slash', { ...good, engagementId: 'CALL/1' }, 'engagementId'],
      ['an engagement id of dots', { ...good, engagementId: '..' }, 'engagementId'],
      ['too long an engagement id', { ...good, engagementId: 'C'.repeat(129) }, 'engagementId'],
      ['a bad channel', { ...good, channel: 'voice mail' }, 'channel'],
      ['an unknown program', { ...good, program: 2_000_000_000 }, 'program'],
      ["another tenant's program", { ...good, program: programB }, 'program'],
      ['an unknown agent', { ...good, agent: { externalCode: 'NOBODY' } }, 'agent.externalCode'],
      ["another tenant's agent", { ...good, agent: { externalCode: 'REC-B' } }, 'agent.externalCode'],
    ];
    const before = await data();
    for (const [name, body, field] of cases) {
      const answer = await importCall(keyA, body);
      expectProblem(answer, 400);
      expect(fieldsOf(answer), name).toContain(field);
    }
    expect(await data()).toEqual(before);
    // The good one is accepted: the refusals came from what each case changed.
    expect((await importCall(keyA, good)).statusCode).toBe(201);
  });

  it('answers 401 without a key or with a bad one, and keeps tenants apart', async () => {
    const body = transcript([{ from: 'Agent', content: GREETING }]);
    const before = await data();
    expectProblem(await importCall(undefined, body), 401);
    expectProblem(await importCall('plk_not-a-key', body), 401);
    expect(await data()).toEqual(before);

    // B's key imports into B alone: the same engagement id is B's own, and A's is untouched.
    expect((await importCall(keyA, body)).statusCode).toBe(201);
    const inB = await importCall(keyB, {
      ...body,
      program: programB,
      messages: body.messages.map((message) => ({ ...message, content: 'A message of tenant B' })),
    });
    expect(inB.statusCode, inB.body).toBe(201);
    expect((await detail(tenantA, body.engagementId)).messages.map((m) => m.content)).toEqual([GREETING]);
    expect((await detail(tenantB, body.engagementId)).programId).toBe(programB);
    const listA = await tenantA.client.get(`/${tenantA.publicId}/api/engagements?size=100`);
    expect(listA.body).not.toContain('Import program B');
  });
});
