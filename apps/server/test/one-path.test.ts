import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectMessages } from '../src/modules/conversations/conversation.repository.js';
import { refreshConversationStages } from '../src/modules/conversations/conversation-writer.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { GREETING, QUALIFY, RECOMMEND, startStatementsApp } from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, type TestApp, useInsuranceStages } from './support/test-app.js';

/** One conversation, as each entry point is given it; the default compliance rules raise an alert on the way. */
const CONVERSATION = [
  { from: 'Agent', content: GREETING },
  { from: 'Visitor', content: 'Hi, I got a letter about a plan and wanted to ask some questions.' },
  { from: 'Agent', content: QUALIFY },
  { from: 'Visitor', content: 'Sure, it is March 3rd 1957 and I live in 33101.' },
  { from: 'Agent', content: RECOMMEND },
] as const;
/** The correction made to each copy: message 1 to this stage. */
const CORRECTED_INDEX = 1;
const CORRECTED_STAGE = 'Agent Discovery';

type Json = Record<string, unknown>;
/** A copy of `value` without the named keys, at any depth: what differs by entry point or moment by design. */
const without = (value: unknown, keys: readonly string[]): unknown => {
  if (Array.isArray(value)) return value.map((item) => without(item, keys));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([key]) => !keys.includes(key))
        .map(([key, item]) => [key, without(item, keys)]),
    );
  return value;
};
/** The entry point, the engagement, ids and times: what differs between the copies by design. */
const VARYING = [
  'id',
  'engagementId',
  'engagement_id',
  'source',
  'createdDate',
  'created_date',
  'startedDate',
  'endedDate',
  'time',
  'correctedDate',
  'corrected_date',
  'handleSeconds',
  // Given by the caller: the socket names no channel, `/api/v1` must name one.
  'channel',
];
/** The report figures that follow the clock (live messages come milliseconds apart, imported ones a second). */
const TIMED = /Seconds$/;
/** A report's figures without those that follow the clock. */
const untimed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(untimed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([key]) => !TIMED.test(key))
        .map(([key, item]) => [key, untimed(item)]),
    );
  return value;
};
/** Every report, read per source: the socket's copy is the simulator's, the others `api` and `import`. */
const REPORTS = ['funnel', 'time-in-stage', 'flow', 'assist-impact', 'agents', 'corrections'] as const;
/** A statement that reads or writes the conversation tables. */
const OWNED_TABLE = /\b(conversation|conversation_message|conversation_stage|compliance_alert)\b/;
/** The agent every copy names: the socket's signed-in user, named by its external code to `/api/v1`. */
const AGENT_CODE = 'ONE-PATH-7';

describe(`one path for a message: WebSocket, /api/v1 and import store, report and announce the same (${engine})`, () => {
  let test: TestApp;
  let tenant: Awaited<ReturnType<typeof signUpTenant>>;
  let tenantId: number;
  let programId: number;
  let key: string;
  let origin: string;
  let statementsOf: Awaited<ReturnType<typeof startStatementsApp>>['statementsOf'];

  beforeAll(async () => {
    // The report rollups fold only before a report here (no timer), so that the statements counted while a
    // message is sent are the message's own.
    ({ test, origin, statementsOf } = await startStatementsApp());
    tenant = await signUpTenant(test, { tenantName: 'One path' });
    await useInsuranceStages(test, tenant.publicId);
    tenantId = await tenantIdOf(test, tenant.publicId);
    programId = await insertProgram(test, tenantId, 'One path program');
    const created = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'one path' });
    expect(created.statusCode, created.body).toBe(201);
    key = (created.json() as { key: string }).key;
    // The tenant's one user, the socket's agent, gets the external code `/api/v1` names agents by.
    const users = await test.db.kysely
      .updateTable('app_user')
      .set({ external_code: AGENT_CODE })
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    expect(Number(users.numUpdatedRows)).toBe(1);
    // A webhook for every event, straight into the table: its queued deliveries are read, none is sent.
    const now = new Date().toISOString();
    await test.db.kysely
      .insertInto('webhook')
      .values({
        tenant_id: tenantId,
        url: 'https://hooks.example.com/one-path',
        description: null,
        events: JSON.stringify([
          'alert.raised',
          'engagement.ended',
          'conversation.imported',
          'label.corrected',
        ]),
        secret: 'whsec_one_path',
        enabled: 1,
        created_by: 'test',
        created_date: now,
        last_modified_date: now,
      })
      .execute();
  });
  afterAll(() => test.close());

  const v1 = (method: 'POST', url: string, body?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  /** Through the assist frame's socket: start, each message, end. */
  const throughSocket = async (engagementId: string) => {
    const ticket = await tenant.client.post('/api/simulator/frame-ticket');
    expect(ticket.statusCode, ticket.body).toBe(200);
    const url = `${origin.replace(/^http/, 'ws')}/api/engine/ws?ticket=${encodeURIComponent(ticket.json().ticket)}`;
    const client = new EngineClient(url, origin);
    expect((await client.next()).type).toBe('session');
    expect(
      (await client.ask({ engagementId, type: 'engagement_start', program: programId, content: '' })).type,
    ).toBe('started');
    for (const message of CONVERSATION) {
      const type = message.from === 'Agent' ? 'agent_message' : 'visitor_message';
      const frame = await client.ask({ engagementId, type, program: programId, content: message.content });
      expect(frame.type, JSON.stringify(frame)).toBe('label');
    }
    const ended = await client.ask({ engagementId, type: 'engagement_end', program: programId, content: '' });
    expect(ended.type, JSON.stringify(ended)).toBe('ended');
    client.close();
  };

  /** Through `/api/v1`: start, each message, end. */
  const throughApi = async (engagementId: string) => {
    const started = await v1('POST', '/api/v1/engagements', {
      engagementId,
      program: programId,
      channel: 'chat',
      agent: { externalCode: AGENT_CODE },
    });
    expect(started.statusCode, started.body).toBe(201);
    for (const message of CONVERSATION) {
      const sent = await v1('POST', `/api/v1/engagements/${engagementId}/messages`, message);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const ended = await v1('POST', `/api/v1/engagements/${engagementId}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
  };

  /** Through the transcript import, a second between messages. */
  const throughImport = async (engagementId: string) => {
    const at = Date.now() - 60_000;
    const imported = await v1('POST', '/api/v1/conversations', {
      engagementId,
      program: programId,
      channel: 'chat',
      agent: { externalCode: AGENT_CODE },
      messages: CONVERSATION.map((message, n) => ({
        ...message,
        time: new Date(at + n * 1000).toISOString(),
      })),
    });
    expect(imported.statusCode, imported.body).toBe(201);
  };

  /** What is stored of an engagement, and the webhook payloads queued for it, in a form to compare. */
  const storedOf = async (engagementId: string) => {
    const db = test.db.kysely;
    const conversation = await db
      .selectFrom('conversation')
      .select([
        'id',
        'status',
        'agent_user_id',
        'agent_group',
        'current_stage',
        'message_count',
        'alert_count',
        'correction_count',
        'last_message_from',
        'last_message_content',
        'stage_path',
      ])
      .where('tenant_id', '=', tenantId)
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow();
    // The rows the engagement's transcript is read from, and the evidence; their times follow the clock.
    const messages = (
      await selectMessages(db, tenantId, conversation.id)
        .select('evidence')
        .orderBy('message_index')
        .execute()
    ).map(({ created_date: _created, corrected_date: _corrected, ...row }) => row);
    const alerts = await db
      .selectFrom('compliance_alert')
      .select(['rule_id', 'kind', 'severity', 'message_index', 'message'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('message_index')
      .orderBy('rule_id')
      .execute();
    // The reporting rows a report reads per conversation and stage (the time in each follows the clock).
    const stages = await db
      .selectFrom('conversation_stage')
      .select(['stage', 'messages', 'first_index', 'engine_messages', 'corrected'])
      .where('conversation_id', '=', conversation.id)
      .orderBy('stage')
      .execute();
    const deliveries = await db
      .selectFrom('webhook_delivery')
      .select(['event_type', 'data'])
      .where('tenant_id', '=', tenantId)
      .where(sql<boolean>`data like ${`%"engagementId":"${engagementId}"%`}`)
      .orderBy('id')
      .execute();
    const payloads = deliveries.map((row) => ({
      type: row.event_type === 'conversation.imported' ? 'engagement.ended' : row.event_type,
      data: without(JSON.parse(row.data), [...VARYING, 'status', 'lastMessage']),
    }));
    const { id: _id, ...columns } = conversation;
    return {
      conversation: columns,
      messages: messages.map((row) => ({ ...row, confidence: Number(row.confidence) })),
      alerts,
      stages: stages.map((row) => ({
        stage: row.stage,
        messages: Number(row.messages),
        first_index: row.first_index === null ? null : Number(row.first_index),
        engine_messages: Number(row.engine_messages),
        corrected: Number(row.corrected),
      })),
      payloads,
    };
  };

  /** Every report's figures (and the drill-down's list) over the copy's source alone, less what follows the clock. */
  const reportsOf = async (source: 'simulator' | 'api' | 'import') => {
    const figures: Record<string, unknown> = {};
    for (const report of [...REPORTS, 'conversations'] as const) {
      const answer = await tenant.client.get(`/${tenant.publicId}/api/reports/${report}?source=${source}`);
      expect(answer.statusCode, answer.body).toBe(200);
      figures[report] = untimed(without(answer.json(), VARYING));
    }
    return figures;
  };

  const correct = async (engagementId: string) => {
    const corrected = await tenant.client.put(
      `/${tenant.publicId}/api/engagements/${engagementId}/messages/${CORRECTED_INDEX}/stage`,
      { stage: CORRECTED_STAGE },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
  };

  it('stores the same rows and reporting rows, reports the same figures and queues the same webhook payloads, before and after a correction', async () => {
    const ids = { socket: 'PLATFORM910001', api: 'PLATFORM910002', import: 'PLATFORM910003' };
    await throughSocket(ids.socket);
    await throughApi(ids.api);
    await throughImport(ids.import);

    const socket = await storedOf(ids.socket);
    // Worked out apart from the writers: five messages, the last one's stage current, an alert at least.
    expect(socket.messages.map((row) => row.content)).toEqual(CONVERSATION.map((message) => message.content));
    expect(socket.conversation).toMatchObject({
      status: 'ended',
      message_count: CONVERSATION.length,
      current_stage: socket.messages.at(-1)?.stage,
      last_message_content: RECOMMEND,
      correction_count: 0,
    });
    expect(socket.alerts.length).toBeGreaterThan(0);
    expect(socket.conversation.alert_count).toBe(socket.alerts.length);
    expect(socket.stages.reduce((sum, row) => sum + row.messages, 0)).toBe(CONVERSATION.length);
    expect(socket.payloads.map((payload) => payload.type)).toEqual([
      ...socket.alerts.map(() => 'alert.raised'),
      'engagement.ended',
    ]);
    expect(await storedOf(ids.api)).toEqual(socket);
    expect(await storedOf(ids.import)).toEqual(socket);
    // The reports count each copy alike: one conversation of the agent, its stages, alerts and no correction.
    const reported = await reportsOf('simulator');
    expect(reported.funnel).toMatchObject({ conversations: 1 });
    expect(reported.agents).toMatchObject([{ conversations: 1, corrections: 0 }]);
    expect(await reportsOf('api')).toEqual(reported);
    expect(await reportsOf('import')).toEqual(reported);

    for (const id of Object.values(ids)) await correct(id);
    const corrected = await storedOf(ids.socket);
    expect(corrected.messages[CORRECTED_INDEX]?.corrected_stage).toBe(CORRECTED_STAGE);
    expect(corrected.payloads.at(-1)).toMatchObject({
      type: 'label.corrected',
      data: { index: CORRECTED_INDEX, stage: CORRECTED_STAGE },
    });
    if (socket.messages[CORRECTED_INDEX]?.stage !== CORRECTED_STAGE)
      expect(corrected.conversation.correction_count).toBe(1);
    expect(await storedOf(ids.api)).toEqual(corrected);
    expect(await storedOf(ids.import)).toEqual(corrected);
    const reportedAfter = await reportsOf('simulator');
    expect(reportedAfter.corrections).not.toEqual(reported.corrections);
    expect(await reportsOf('api')).toEqual(reportedAfter);
    expect(await reportsOf('import')).toEqual(reportedAfter);
  }, 60_000);

  it('keeps the stage rows of a live conversation, a correction of its last message between, as a rewrite gives them', async () => {
    const engagementId = 'PLATFORM910004';
    const started = await v1('POST', '/api/v1/engagements', {
      engagementId,
      program: programId,
      channel: 'chat',
      agent: { externalCode: AGENT_CODE },
    });
    expect(started.statusCode, started.body).toBe(201);
    const send = async (n: number) => {
      const sent = await v1('POST', `/api/v1/engagements/${engagementId}/messages`, CONVERSATION[n]);
      expect(sent.statusCode, sent.body).toBe(201);
    };
    await send(0);
    await send(1);
    // The last message so far corrected: the next message's time counts for the corrected stage.
    await correct(engagementId);
    await send(2);
    // What one message costs the conversation tables: on PostgreSQL one read (the engagement) and one write.
    const touching = (await statementsOf(() => send(3))).filter((text) => OWNED_TABLE.test(text));
    if (engine === 'postgres') {
      expect(touching, touching.join('\n\n')).toHaveLength(2);
      expect(touching[0]).toMatch(/^select /);
      expect(touching[1]).toMatch(/insert into conversation_message/);
    } else expect(touching.filter((text) => /^select /.test(text)).length).toBeGreaterThan(0);
    await send(4);
    const conversation = await test.db.kysely
      .selectFrom('conversation')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow();
    const rows = () =>
      test.db.kysely
        .selectFrom('conversation_stage')
        .select(['stage', 'messages', 'first_index', 'duration_ms', 'engine_messages', 'corrected'])
        .where('conversation_id', '=', conversation.id)
        .orderBy('stage')
        .execute();
    const kept = await rows();
    expect(kept.find((row) => row.stage === CORRECTED_STAGE)?.messages).toBeGreaterThan(0);
    await refreshConversationStages(test.db.kysely, test.db.dialect, tenantId, conversation.id, {
      replace: true,
    });
    expect(await rows()).toEqual(kept);
  }, 60_000);
});
