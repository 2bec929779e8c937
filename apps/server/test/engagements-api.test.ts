import {
  ENGINE_CLOSE,
  ENGINE_CONTENT_MAX,
  type EngagementDetail,
  type EngagementSummary,
  type LabelFrame,
  SUPERVISOR_ERROR_KEYS,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { GREETING, RECOMMEND } from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { insertProgram } from './support/studio-fixtures.js';
import {
  ADMIN_PASSWORD,
  signUpTenant,
  snapshot,
  startTestApp,
  type TestApp,
  useInsuranceStages,
} from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

const RATE_LIMIT = 40;

describe(`the /api/v1 engagements API (${engine})`, () => {
  let test: TestApp;
  let tenantA: Tenant;
  let tenantB: Tenant;
  let programA: number;
  let programB: number;
  let keyA: string;
  let keyB: string;
  let agentA: { userId: number };
  let sequence = 4000;
  const newEngagement = () => `PLATFORM${sequence++}${Math.floor(Math.random() * 1000)}`;

  const call = (method: string, url: string, key: string | undefined, body?: unknown) =>
    test.app.inject({
      method: method as 'POST',
      url,
      headers: {
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const start = (key: string, body: Record<string, unknown>) =>
    call('POST', '/api/v1/engagements', key, body);
  const send = (key: string, engagementId: string, body: Record<string, unknown>) =>
    call('POST', `/api/v1/engagements/${engagementId}/messages`, key, body);
  const end = (key: string, engagementId: string) =>
    call('POST', `/api/v1/engagements/${engagementId}/end`, key);
  const makeKey = async (tenant: Tenant, name: string) => {
    const response = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; key: string };
  };
  const detail = async (tenant: Tenant, engagementId: string) => {
    const response = await tenant.client.get(`/${tenant.publicId}/api/engagements/${engagementId}`);
    return response;
  };
  /** The data a refused API request must leave alone (the key's last use may move on a good key). */
  const data = () => snapshot(test.db, ['session', 'api_key']);
  const socketGauge = async () => {
    const body = (await test.app.inject({ method: 'GET', url: '/management/prometheus' })).body;
    return Number(/^engine_sockets (\d+)$/m.exec(body)?.[1]);
  };

  beforeAll(async () => {
    test = await startTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    tenantA = await signUpTenant(test, { tenantName: 'Platform A' });
    tenantB = await signUpTenant(test, { tenantName: 'Platform B' });
    await useInsuranceStages(test, tenantA.publicId);
    await useInsuranceStages(test, tenantB.publicId);
    programA = await insertProgram(test, await tenantIdOf(test, tenantA.publicId), 'API program A');
    programB = await insertProgram(test, await tenantIdOf(test, tenantB.publicId), 'API program B');
    keyA = (await makeKey(tenantA, 'Platform A')).key;
    keyB = (await makeKey(tenantB, 'Platform B')).key;
    agentA = await signInWith(test, tenantA.publicId, ['ROLE_AGENT']);
    await test.db.kysely
      .updateTable('app_user')
      .set({ external_code: 'AGENT-7' })
      .where('id', '=', agentA.userId)
      .execute();
  });
  afterAll(() => test.close());

  it('starts, labels and ends an engagement through the same path as the frame, with source api', async () => {
    const engagementId = newEngagement();
    const started = await start(keyA, {
      engagementId,
      program: programA,
      agent: { externalCode: 'AGENT-7' },
      channel: 'voice',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json() as EngagementSummary).toMatchObject({
      engagementId,
      programId: programA,
      programName: 'API program A',
      agent: { id: agentA.userId, externalCode: 'AGENT-7' },
      source: 'api',
      channel: 'voice',
      status: 'ongoing',
      messageCount: 0,
      alertCount: 0,
    });

    const greeted = await send(keyA, engagementId, { from: 'Agent', content: GREETING });
    expect(greeted.statusCode, greeted.body).toBe(201);
    const label = greeted.json() as LabelFrame;
    expect(label).toMatchObject({
      type: 'label',
      engagementId,
      index: 0,
      from: 'Agent',
      stage: 'Warm Greet Intro',
      stageChanged: true,
      alerts: [],
    });
    expect(Object.keys(label).sort()).toEqual(
      [
        'alerts',
        'cards',
        'confidence',
        'engagementId',
        'evidence',
        'from',
        'index',
        'stage',
        'stageChanged',
        'time',
        'type',
      ].sort(),
    );

    // A recommendation before qualifying, and the greeting left without the recorded-line notice: alerts.
    const recommended = (
      await send(keyA, engagementId, { from: 'Agent', content: RECOMMEND })
    ).json() as LabelFrame;
    expect(recommended.index).toBe(1);
    expect(recommended.alerts.map((alert) => alert.rule).sort()).toEqual([
      'qualify-before-recommend',
      'recorded-line-notice',
    ]);

    const ended = await end(keyA, engagementId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ engagementId });

    const listed = await tenantA.client.get(
      `/${tenantA.publicId}/api/engagements?source.equals=api&size=100`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const row = (listed.json() as EngagementSummary[]).find((item) => item.engagementId === engagementId);
    expect(row).toMatchObject({ source: 'api', status: 'ended', messageCount: 2, alertCount: 2 });
    const found = (await detail(tenantA, engagementId)).json() as EngagementDetail;
    expect(found.messages.map((message) => message.stage)).toEqual(['Warm Greet Intro', recommended.stage]);
    expect(found.alerts).toHaveLength(2);

    // Ended: no more messages, no second end, and the id cannot start again.
    const before = await data();
    expectProblem(await send(keyA, engagementId, { from: 'Agent', content: GREETING }), 409, {
      errorKey: SUPERVISOR_ERROR_KEYS.engagementEnded,
    });
    expectProblem(await end(keyA, engagementId), 409);
    expect(fieldsOf(await start(keyA, { engagementId, program: programA, channel: 'voice' }))).toEqual([
      'engagementId',
    ]);
    expect(await data()).toEqual(before);
  });

  it('stores messages sent at once to one engagement with the next indexes as they come, none refused', async () => {
    const engagementId = newEngagement();
    expect((await start(keyA, { engagementId, program: programA, channel: 'chat' })).statusCode).toBe(201);
    const contents = Array.from({ length: 6 }, (_, i) => `message number ${i + 1} about my dental plan`);
    const answers = await Promise.all(
      contents.map((content, i) => send(keyA, engagementId, { from: i % 2 ? 'Visitor' : 'Agent', content })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    // Each took the next index when its turn came; the stored transcript has them under those indexes.
    const indexes = answers.map((answer) => (answer.json() as LabelFrame).index);
    expect([...indexes].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const stored = (await detail(tenantA, engagementId)).json() as {
      messages: { index: number; content: string }[];
    };
    const byIndex = new Map(indexes.map((index, i) => [index, contents[i]]));
    expect(stored.messages.map((message) => [message.index, message.content])).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => [index, byIndex.get(index)]),
    );
  });

  it.runIf(engine === 'postgres')(
    'serializes messages sent at once to two instances on one database: none refused, none lost',
    async () => {
      const otherDb = openDatabase(test.url);
      const other = await buildApp(
        makeConfig({ DATABASE_URL: test.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent', SEED: 'false' }),
        { db: otherDb },
      );
      try {
        const engagementId = newEngagement();
        expect((await start(keyA, { engagementId, program: programA, channel: 'chat' })).statusCode).toBe(
          201,
        );
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            (i % 2 ? other : test.app).inject({
              method: 'POST',
              url: `/api/v1/engagements/${engagementId}/messages`,
              headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
              payload: JSON.stringify({ from: 'Visitor', content: `line ${i} of the transcript` }),
            }),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
        const indexes = answers.map((answer) => (answer.json() as LabelFrame).index);
        expect([...indexes].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        const stored = (await detail(tenantA, engagementId)).json() as {
          messages: unknown[];
          messageCount: number;
        };
        expect([stored.messages.length, stored.messageCount]).toEqual([8, 8]);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );

  it("needs no cookie and no CSRF token, and records the key's last use", async () => {
    const { id, key } = await makeKey(tenantA, 'Last use');
    const listBefore = (await tenantA.client.get(`/${tenantA.publicId}/api/api-keys`)).json() as {
      id: number;
      lastUsedDate: string | null;
    }[];
    expect(listBefore.find((item) => item.id === id)?.lastUsedDate).toBeNull();
    const response = await start(key, { engagementId: newEngagement(), program: programA, channel: 'chat' });
    expect(response.statusCode, response.body).toBe(201);
    const listAfter = (await tenantA.client.get(`/${tenantA.publicId}/api/api-keys`)).json() as {
      id: number;
      lastUsedDate: string | null;
    }[];
    const used = listAfter.find((item) => item.id === id)?.lastUsedDate;
    expect(used).not.toBeNull();
    // Written at most once a minute: a second use within the minute leaves it.
    await start(key, { engagementId: newEngagement(), program: programA, channel: 'chat' });
    const row = await test.db.kysely
      .selectFrom('api_key')
      .select('last_used_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_date).toBe(used);
  });

  it('answers 401 and stores nothing without a key, with an unknown key or with a revoked one', async () => {
    const { id, key } = await makeKey(tenantA, 'Soon revoked');
    const engagementId = newEngagement();
    expect((await start(key, { engagementId, program: programA, channel: 'chat' })).statusCode).toBe(201);
    const revoked = await tenantA.client.delete(`/${tenantA.publicId}/api/api-keys/${id}`);
    expect(revoked.statusCode).toBe(204);

    const before = await snapshot(test.db, ['session']);
    const bad: (string | undefined)[] = [undefined, key, 'plk_unknown', '', 'x'.repeat(300)];
    for (const candidate of bad) {
      const fresh = newEngagement();
      expectProblem(
        await start(candidate as string, { engagementId: fresh, program: programA, channel: 'chat' }),
        401,
      );
      expectProblem(await send(candidate as string, engagementId, { from: 'Agent', content: GREETING }), 401);
      expectProblem(await end(candidate as string, engagementId), 401);
    }
    // Another scheme, or the session cookie of a signed-in admin: no key, so 401.
    const basic = await test.app.inject({
      method: 'POST',
      url: `/api/v1/engagements/${engagementId}/end`,
      headers: { authorization: `Basic ${Buffer.from(`x:${keyA}`).toString('base64')}` },
    });
    expectProblem(basic, 401);
    expectProblem(await tenantA.client.post(`/api/v1/engagements/${engagementId}/end`), 401);
    expect(await snapshot(test.db, ['session'])).toEqual(before);
  });

  it("answers 404 for another tenant's engagement and stores nothing", async () => {
    const engagementId = newEngagement();
    expect((await start(keyA, { engagementId, program: programA, channel: 'chat' })).statusCode).toBe(201);
    const before = await data();
    expectProblem(await send(keyB, engagementId, { from: 'Agent', content: GREETING }), 404);
    expectProblem(await end(keyB, engagementId), 404);
    expectProblem(await send(keyA, 'PLATFORM999999999', { from: 'Agent', content: GREETING }), 404);
    expectProblem(await send(keyA, 'not-an-id', { from: 'Agent', content: GREETING }), 404);
    // Tenant A's program is no program of tenant B; tenant A's agent no agent of B.
    expect(
      fieldsOf(await start(keyB, { engagementId: newEngagement(), program: programA, channel: 'chat' })),
    ).toEqual(['program']);
    expect(
      fieldsOf(
        await start(keyB, {
          engagementId: newEngagement(),
          program: programB,
          agent: { externalCode: 'AGENT-7' },
          channel: 'chat',
        }),
      ),
    ).toEqual(['agent.externalCode']);
    expect(await data()).toEqual(before);
    expect((await detail(tenantB, engagementId)).statusCode).toBe(404);
    expect((await detail(tenantA, engagementId)).json()).toMatchObject({
      messageCount: 0,
      status: 'ongoing',
    });

    // The same engagement id in tenant B is B's own engagement.
    const own = await start(keyB, { engagementId, program: programB, channel: 'chat' });
    expect(own.statusCode, own.body).toBe(201);
    expect((await detail(tenantA, engagementId)).json()).toMatchObject({ programId: programA });
  });

  it("takes the platform's own ids, unique per tenant, and names the field and its pattern for a wrong one", async () => {
    const uuid = '3f2c1e9a-8b7d-4c6e-9f01-23456789abcd';
    const longest = `CALL:${'x'.repeat(118)}.0001`;
    expect(longest).toHaveLength(128);
    for (const engagementId of [uuid, 'WALK4-IMPORT-0001', 'sip:4711_a.b', longest]) {
      const started = await start(keyA, { engagementId, program: programA, channel: 'voice' });
      expect(started.statusCode, started.body).toBe(201);
      expect(started.json()).toMatchObject({ engagementId, source: 'api' });
      const greeted = await send(keyA, engagementId, { from: 'Agent', content: GREETING });
      expect(greeted.statusCode, greeted.body).toBe(201);
      expect(greeted.json()).toMatchObject({ engagementId, index: 0 });
      // Supervisor opens it by the same id, and a correction of its label is audited under it.
      const shown = await detail(tenantA, engagementId);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toMatchObject({ engagementId, messageCount: 1 });
      const corrected = await tenantA.client.put(
        `/${tenantA.publicId}/api/engagements/${engagementId}/messages/0/stage`,
        { stage: 'Other' },
      );
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect((await end(keyA, engagementId)).statusCode).toBe(200);
    }
    // Unique per tenant: the same id again is refused, whatever its program; another tenant may use it.
    expect(fieldsOf(await start(keyA, { engagementId: uuid, program: programA, channel: 'chat' }))).toEqual([
      'engagementId',
    ]);
    expect((await start(keyB, { engagementId: uuid, program: programB, channel: 'chat' })).statusCode).toBe(
      201,
    );
    const rows = await test.db.kysely
      .selectFrom('conversation')
      .select(['tenant_id', 'program_id'])
      .where('engagement_id', '=', uuid)
      .execute();
    expect(rows.map((row) => row.program_id).sort()).toEqual([programA, programB].sort());

    // A wrong id, in the body or in the path: a 400 naming the field, its rule and its pattern.
    const pattern = '^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$';
    const before = await data();
    const wrongBody = await start(keyA, { engagementId: 'WALK4 IMPORT', program: programA, channel: 'chat' });
    expectProblem(wrongBody, 400);
    const [bodyError] = (wrongBody.json() as { fieldErrors: { field: string; message: string }[] })
      .fieldErrors;
    expect(bodyError?.field).toBe('engagementId');
    expect(bodyError?.message).toContain(`(pattern ${pattern})`);
    for (const wrongPath of ['WALK4%20IMPORT', 'x'.repeat(129), 'a%2Fb']) {
      for (const response of [
        await send(keyA, wrongPath, { from: 'Agent', content: GREETING }),
        await end(keyA, wrongPath),
      ]) {
        expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual(['engagementId']);
        expect(response.body).toContain('1 to 128 letters, digits');
      }
    }
    expect(await data()).toEqual(before);
  });

  it('answers a repeated start as the first while nothing has happened since, and refuses any other start of the id', async () => {
    const engagementId = newEngagement();
    const body = { engagementId, program: programA, channel: 'voice', agent: { externalCode: 'AGENT-7' } };
    const first = await start(keyA, body);
    expect(first.statusCode, first.body).toBe(201);
    // A retry (its first answer lost): the same answer, nothing stored again.
    const before = await data();
    const again = await start(keyA, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await data()).toEqual(before);
    // Not the same start: another channel, or no agent.
    for (const other of [
      { ...body, channel: 'chat' },
      { engagementId, program: programA, channel: 'voice' },
    ]) {
      expect(fieldsOf(await start(keyA, other))).toEqual(['engagementId']);
    }
    // Once a message is stored, the same start is refused too.
    expect((await send(keyA, engagementId, { from: 'Agent', content: GREETING })).statusCode).toBe(201);
    expect(fieldsOf(await start(keyA, body))).toEqual(['engagementId']);
    const rows = await test.db.kysely
      .selectFrom('conversation')
      .select('id')
      .where('engagement_id', '=', engagementId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad bodies with field errors and stores nothing', async () => {
    const engagementId = newEngagement();
    expect((await start(keyA, { engagementId, program: programA, channel: 'chat' })).statusCode).toBe(201);
    const before = await data();
    const starts: [Record<string, unknown>, string[]][] = [
      [{}, ['engagementId', 'program', 'channel']],
      [{ engagementId: 'no pe', program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: '', program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: '..', program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: 'x'.repeat(129), program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: 'WALK4/IMPORT', program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: 7, program: programA, channel: 'chat' }, ['engagementId']],
      [{ engagementId: newEngagement(), program: 0, channel: 'chat' }, ['program']],
      [{ engagementId: newEngagement(), program: 'one', channel: 'chat' }, ['program']],
      [{ engagementId: newEngagement(), program: 999_999, channel: 'chat' }, ['program']],
      [{ engagementId: newEngagement(), program: programA, channel: 'a b' }, ['channel']],
      [{ engagementId: newEngagement(), program: programA, channel: 'x'.repeat(21) }, ['channel']],
      [
        { engagementId: newEngagement(), program: programA, channel: 'chat', agent: {} },
        ['agent.externalCode'],
      ],
      [
        {
          engagementId: newEngagement(),
          program: programA,
          channel: 'chat',
          agent: { externalCode: 'NOBODY' },
        },
        ['agent.externalCode'],
      ],
      [{ engagementId, program: programA, channel: 'voice' }, ['engagementId']],
    ];
    for (const [body, fields] of starts) {
      const response = await start(keyA, body);
      expectProblem(response, 400);
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    const messages: [Record<string, unknown>, string[]][] = [
      [{}, ['from', 'content']],
      [{ from: 'Robot', content: 'Hi' }, ['from']],
      [{ from: 'Agent', content: '' }, ['content']],
      [{ from: 'Agent', content: '   ' }, ['content']],
      [{ from: 'Agent', content: 'x'.repeat(ENGINE_CONTENT_MAX + 1) }, ['content']],
      [{ from: 'Agent', content: 5 }, ['content']],
    ];
    for (const [body, fields] of messages) {
      const response = await send(keyA, engagementId, body);
      expectProblem(response, 400);
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/engagements',
      headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
      payload: '{"engagementId":',
    });
    expectProblem(malformed, 400);
    expect(await data()).toEqual(before);
  });

  it('limits each key on each endpoint, and answers 429 with a problem', async () => {
    const { key } = await makeKey(tenantA, 'Busy');
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 1; index++)
      statuses.push((await end(key, 'PLATFORM1')).statusCode);
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 404)).toBe(true);
    const limited = await end(key, 'PLATFORM1');
    expectProblem(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another endpoint, and another key, have their own budget.
    expect((await send(key, 'PLATFORM1', { from: 'Agent', content: 'Hi' })).statusCode).toBe(404);
    expect((await end(keyB, 'PLATFORM1')).statusCode).toBe(404);
  });

  it('gives an external agent desktop a frame ticket for the assist frame socket, alive as long as the key', async () => {
    const { id, key } = await makeKey(tenantA, 'Desktop');
    const before = await data();
    expect(
      fieldsOf(await call('POST', '/api/v1/frame-tickets', key, { agent: { externalCode: 'NOBODY' } })),
    ).toEqual(['agent.externalCode']);
    expect(fieldsOf(await call('POST', '/api/v1/frame-tickets', key, {}))).toEqual(['agent']);
    expect(
      fieldsOf(await call('POST', '/api/v1/frame-tickets', keyB, { agent: { externalCode: 'AGENT-7' } })),
    ).toEqual(['agent.externalCode']);
    expectProblem(
      await call('POST', '/api/v1/frame-tickets', 'plk_unknown', { agent: { externalCode: 'AGENT-7' } }),
      401,
    );
    expect(await data()).toEqual(before);

    const issued = await call('POST', '/api/v1/frame-tickets', key, { agent: { externalCode: 'AGENT-7' } });
    expect(issued.statusCode, issued.body).toBe(201);
    const { ticket } = issued.json() as { ticket: string };
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as { port: number };
    const client = new EngineClient(
      `ws://127.0.0.1:${port}/api/engine/ws?ticket=${encodeURIComponent(ticket)}`,
      `http://127.0.0.1:${port}`,
    );
    expect((await client.next()).type).toBe('session');
    const openSockets = await socketGauge();
    expect(openSockets).toBeGreaterThanOrEqual(1);
    const engagementId = newEngagement();
    client.send({ engagementId, type: 'engagement_start', program: programA, content: '' });
    expect((await client.next()).type).toBe('started');
    client.send({ engagementId, type: 'agent_message', program: programA, content: RECOMMEND });
    const label = (await client.next()) as LabelFrame;
    expect(label).toMatchObject({ type: 'label', engagementId, index: 0 });
    expect(label.alerts.map((alert) => alert.rule)).toEqual(['qualify-before-recommend']);
    expect((await detail(tenantA, engagementId)).json()).toMatchObject({
      source: 'api',
      agent: { id: agentA.userId, externalCode: 'AGENT-7' },
    });

    // A ticket is used once.
    const again = new EngineClient(
      `ws://127.0.0.1:${port}/api/engine/ws?ticket=${encodeURIComponent(ticket)}`,
      `http://127.0.0.1:${port}`,
    );
    expect((await again.closed).code).toBe(ENGINE_CLOSE.unauthorized);

    // Revoking the key closes the frame at its next message, and nothing more is stored.
    expect((await tenantA.client.delete(`/${tenantA.publicId}/api/api-keys/${id}`)).statusCode).toBe(204);
    client.send({ engagementId, type: 'agent_message', program: programA, content: GREETING });
    expect((await client.closed).code).toBe(ENGINE_CLOSE.unauthorized);
    expect((await detail(tenantA, engagementId)).json()).toMatchObject({ messageCount: 1 });
    // The gauge lets go of closed sockets.
    await expect.poll(socketGauge).toBe(openSockets - 1);
  });

  it('counts its requests by route and status', async () => {
    const metrics = await test.app.inject({ method: 'GET', url: '/management/prometheus' });
    expect(metrics.body).toMatch(
      /api_v1_requests_total\{route="POST \/api\/v1\/engagements",status="201"\} [1-9]/,
    );
    expect(metrics.body).toMatch(
      /api_v1_requests_total\{route="POST \/api\/v1\/engagements",status="401"\} [1-9]/,
    ); // The engine counts what it labelled and the alerts it raised.
    expect(metrics.body).toMatch(/^engine_labels_total\{source="api"\} [1-9]/m);
    expect(metrics.body).toMatch(/^engine_alerts_total\{kind="before",severity="\w+"\} [1-9]/m);
  });

  it('is in the OpenAPI document with its access', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
    };
    const operation = document.paths['/api/v1/engagements']?.post;
    expect(JSON.stringify(operation)).toContain('Authorization: Bearer');
    expect(operation).toMatchObject({ security: [{ apiKey: [] }] });
    // The engagement id's pattern, from the shared schema the route parses with.
    const body = JSON.stringify(operation);
    expect(body).toContain('"pattern":"^(?!\\\\.+$)[A-Za-z0-9._:-]{1,128}$"');
    expect(document).toMatchObject({
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    });
  });
});
