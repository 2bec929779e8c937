import type { EngagementSummary, MessageEvent, SnapshotEvent } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { deleteOldEvents, type LiveEvent } from '../src/events/event-bus.js';
import { EVENTS_CHANNEL } from '../src/events/event-bus.postgres.js';
import { signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import {
  converse,
  GREETING,
  listen,
  newEngagementId,
  openEventStream,
  QUALIFY,
  RECOMMEND,
  type TenantWithProgram,
  twoTenantsWithPrograms,
} from './support/engagement-fixtures.js';
import type { SseClient, SseEvent } from './support/sse-client.js';
import { insertProgram } from './support/studio-fixtures.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

const BUFFER = 20;

/** The engagement id an event is about. */
const engagementOf = (event: SseEvent) => {
  const data = event.data as { engagementId?: string };
  return data.engagementId;
};

describe(`the live event stream (${engine})`, () => {
  let test: TestApp;
  let base: string;
  // Two tenants, each with a program and a supervisor, so that each stream is seen to keep to its own.
  let liveA: TenantWithProgram;
  let liveB: TenantWithProgram;
  const open: SseClient[] = [];

  const connect = async (
    member: { client: TestClient },
    publicId: number,
    options: { lastEventId?: string; query?: string } = {},
  ) => {
    const client = await openEventStream(base, publicId, { session: member.client.sessionId, ...options });
    open.push(client);
    return client;
  };
  const untilEnded = (client: SseClient, engagementId: string) =>
    client.until(
      () => client.ofType('ended').some((event) => engagementOf(event) === engagementId),
      undefined,
      `the end of ${engagementId}`,
    );

  beforeAll(async () => {
    test = await startTestApp({ EVENTS_HEARTBEAT_MS: '200', EVENTS_BUFFER: String(BUFFER) });
    base = await listen(test.app);
    [liveA, liveB] = await twoTenantsWithPrograms(test, 'Live', ['ROLE_SUPERVISOR'], ['p-view_supervisor']);
  });
  afterAll(async () => {
    for (const client of open) client.abort();
    await test.close();
  });

  it('starts with a snapshot of the ongoing engagements, and counts its subscribers', async () => {
    const { engagementId: ongoing } = await converse(test.app, liveA, [GREETING]);
    const { engagementId: ended } = await converse(test.app, liveA, [GREETING], true);
    const stream = await connect(liveA.member, liveA.tenant.publicId);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toContain('no-cache');
    await stream.until(() => stream.events.length > 0);
    const [first] = stream.events;
    expect(first?.event).toBe('snapshot');
    expect(Number(first?.id)).toBeGreaterThan(0);
    const ids = (first?.data as SnapshotEvent | undefined)?.engagements.map(
      (row: EngagementSummary) => row.engagementId,
    );
    expect(ids).toContain(ongoing);
    expect(ids).not.toContain(ended);
    const snapshotRow = (first?.data as SnapshotEvent | undefined)?.engagements.find(
      (row) => row.engagementId === ongoing,
    );
    expect(snapshotRow).toMatchObject({
      status: 'ongoing',
      messageCount: 1,
      currentStage: 'Warm Greet Intro',
    });

    const metrics = await test.app.inject({ method: 'GET', url: '/management/prometheus' });
    const gauge = /^sse_subscribers (\d+)$/m.exec(metrics.body);
    expect(Number(gauge?.[1])).toBeGreaterThanOrEqual(1);
    stream.abort();
    // The server lets go of a stream whose client went away.
    await expect
      .poll(async () => {
        const body = (await test.app.inject({ method: 'GET', url: '/management/prometheus' })).body;
        return Number(/^sse_subscribers (\d+)$/m.exec(body)?.[1]);
      })
      .toBe(Number(gauge?.[1]) - 1);
  });

  it('sends engagement, message, alert and ended events in id order', async () => {
    const stream = await connect(liveA.member, liveA.tenant.publicId);
    await stream.until(() => stream.ofType('snapshot').length === 1);
    const { engagementId } = await converse(test.app, liveA, [GREETING, RECOMMEND, QUALIFY], true);
    await untilEnded(stream, engagementId);
    const ids = stream.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const ofThis = stream.events.filter(
      (event) =>
        engagementOf(event) === engagementId ||
        (event.event === 'engagement' && (event.data as EngagementSummary).engagementId === engagementId),
    );
    expect(ofThis.map((event) => event.event)).toEqual([
      'engagement',
      'message',
      'engagement',
      'message',
      'alert',
      'alert',
      'engagement',
      'message',
      'engagement',
      'ended',
    ]);
    expect(
      ofThis
        .filter((event) => event.event === 'message')
        .map((event) => (event.data as MessageEvent).message.index),
    ).toEqual([0, 1, 2]);
    const alerts = ofThis.filter((event) => event.event === 'alert').map((event) => event.data);
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ engagementId, rule: 'qualify-before-recommend', index: 1 }),
        expect.objectContaining({ engagementId, rule: 'recorded-line-notice' }),
      ]),
    );
    const summaries = ofThis.filter((event) => event.event === 'engagement');
    expect((summaries.at(-1)?.data as EngagementSummary | undefined)?.messageCount).toBe(3);
    stream.abort();
  });

  it('resumes after Last-Event-ID without gaps or repeats, and sends a snapshot when it cannot', async () => {
    const watcher = await connect(liveA.member, liveA.tenant.publicId);
    await watcher.until(() => watcher.ofType('snapshot').length === 1);
    const { engagementId: first } = await converse(test.app, liveA, [GREETING], true);
    await untilEnded(watcher, first);
    const resumeFrom = watcher.lastEventId as string;
    const { engagementId: second } = await converse(test.app, liveA, [GREETING, QUALIFY], true);
    await untilEnded(watcher, second);
    const expected = watcher.events.filter((event) => Number(event.id) > Number(resumeFrom));
    expect(expected.length).toBeGreaterThanOrEqual(6);

    const resumed = await connect(liveA.member, liveA.tenant.publicId, { lastEventId: resumeFrom });
    await untilEnded(resumed, second);
    expect(resumed.ofType('snapshot')).toEqual([]);
    expect(resumed.events).toEqual(expected);

    // The browser's first connection names the id in the query.
    const byQuery = await connect(liveA.member, liveA.tenant.publicId, {
      query: `?lastEventId=${resumeFrom}`,
    });
    await untilEnded(byQuery, second);
    expect(byQuery.events).toEqual(expected);

    // Live events continue after the resumed ones, and nothing twice.
    const { engagementId: third } = await converse(test.app, liveA, [GREETING], true);
    await untilEnded(resumed, third);
    await untilEnded(watcher, third);
    expect(resumed.events).toEqual(watcher.events.filter((event) => Number(event.id) > Number(resumeFrom)));

    // An id of another tenant, a made-up id and a forgotten one all get a snapshot.
    const streamB = await connect(liveB.member, liveB.tenant.publicId, { lastEventId: resumeFrom });
    await streamB.until(() => streamB.events.length > 0);
    expect(streamB.events[0]?.event).toBe('snapshot');
    const madeUp = await connect(liveA.member, liveA.tenant.publicId, { lastEventId: '999999999' });
    await madeUp.until(() => madeUp.events.length > 0);
    expect(madeUp.events[0]?.event).toBe('snapshot');
    await deleteOldEvents(test.db.kysely, 0, Date.now() + 1000);
    const tooOld = await connect(liveA.member, liveA.tenant.publicId, { lastEventId: resumeFrom });
    await tooOld.until(() => tooOld.events.length > 0);
    expect(tooOld.events[0]?.event).toBe('snapshot');
    expect(tooOld.events.filter((event) => event.event !== 'snapshot')).toEqual([]);
    for (const client of [watcher, resumed, byQuery, streamB, madeUp, tooOld]) client.abort();
  });

  it("never carries one tenant's events to another tenant's stream", async () => {
    const streamA = await connect(liveA.member, liveA.tenant.publicId);
    const streamB = await connect(liveB.member, liveB.tenant.publicId);
    await streamA.until(() => streamA.events.length > 0);
    await streamB.until(() => streamB.events.length > 0);
    const { engagementId: ofA } = await converse(test.app, liveA, [GREETING, RECOMMEND], true);
    await untilEnded(streamA, ofA);
    const { engagementId: ofB } = await converse(test.app, liveB, [GREETING], true);
    await untilEnded(streamB, ofB);
    const textOfB = JSON.stringify(streamB.events);
    expect(textOfB).not.toContain(ofA);
    expect(textOfB).not.toContain('Live program A');
    expect(textOfB).toContain(ofB);
    expect(JSON.stringify(streamA.events)).not.toContain(ofB);
    streamA.abort();
    streamB.abort();
  });

  it('drops a subscriber that falls behind, while the others get everything', async () => {
    const slow = await connect(liveA.member, liveA.tenant.publicId);
    const fast = await connect(liveA.member, liveA.tenant.publicId);
    await slow.until(() => slow.events.length > 0);
    await fast.until(() => fast.events.length > 0);
    slow.pause();
    // Large events, so that the socket buffers fill and events queue up on the server.
    const content = 'x'.repeat(300_000);
    const engagementId = newEngagementId();
    const COUNT = 100;
    const events: LiveEvent[] = Array.from({ length: COUNT }, (_, index) => ({
      type: 'message',
      data: {
        engagementId,
        message: {
          index,
          from: 'Agent',
          content,
          stage: 'Warm Greet Intro',
          engineStage: 'Warm Greet Intro',
          confidence: 1,
          correction: null,
          cards: [],
          time: new Date().toISOString(),
        },
      },
    }));
    const fastCount = () =>
      fast.ofType('message').filter((event) => engagementOf(event) === engagementId).length;
    // A few at a time, each once the reading client has the ones before: it keeps up, the paused one falls behind.
    for (let i = 0; i < COUNT; i += 5) {
      await test.app.context.events.publish(liveA.tenantId, events.slice(i, i + 5));
      await fast.until(() => fastCount() === i + 5, undefined, `${i + 5} large events`);
    }
    slow.resume();
    await slow.closed;
    const received = slow.ofType('message').filter((event) => engagementOf(event) === engagementId).length;
    expect(received).toBeLessThan(COUNT);
    fast.abort();
  }, 60_000);

  it.runIf(engine === 'postgres')(
    'keeps delivering after the listening connection is cut, events sent meanwhile included',
    async () => {
      const stream = await connect(liveA.member, liveA.tenant.publicId);
      await stream.until(() => stream.ofType('snapshot').length === 1);
      const cut = await sql<{ cut: boolean }>`select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${EVENTS_CHANNEL}`}`.execute(test.db.kysely);
      expect(cut.rows.map((row) => row.cut)).toEqual([true]);
      // Sent while no connection listens: its notifications are lost, its rows are not.
      const { engagementId: meanwhile } = await converse(test.app, liveA, [GREETING], true);
      await untilEnded(stream, meanwhile);
      const { engagementId: after } = await converse(test.app, liveA, [GREETING], true);
      await untilEnded(stream, after);
      const ids = stream.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      stream.abort();
    },
    20_000,
  );

  it('answers 401 without a session and 403 without the authority', async () => {
    const anonymous = await openEventStream(base, liveA.tenant.publicId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const designer = await signInWith(test, liveA.tenant.publicId, ['ROLE_DESIGNER']);
    const refused = await connect(designer, liveA.tenant.publicId);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 403 });
    const admin = await connect(liveA.tenant, liveA.tenant.publicId);
    expect(admin.status).toBe(200);
    admin.abort();
  });

  it('ends the stream at the next heartbeat once the session is gone or the user deactivated', async () => {
    const leaving = await signInWith(test, liveA.tenant.publicId, ['ROLE_SUPERVISOR']);
    const stream = await connect(leaving, liveA.tenant.publicId);
    await stream.until(() => stream.heartbeats > 0);
    expect(stream.ended).toBe(false);
    expect((await leaving.client.post('/api/logout')).statusCode).toBeLessThan(300);
    await stream.until(() => stream.ended, undefined, 'the end of the stream');

    const deactivated = await signInWith(test, liveA.tenant.publicId, ['ROLE_SUPERVISOR']);
    const second = await connect(deactivated, liveA.tenant.publicId);
    await second.until(() => second.heartbeats > 0);
    const answer = await liveA.tenant.client.post(
      `/${liveA.tenant.publicId}/api/users/${deactivated.userId}/deactivate`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await second.until(() => second.ended, undefined, 'the end of the stream');
  });
});

describe(`the live event stream when the server closes (${engine})`, () => {
  it('ends open streams, so that closing is not held up', { timeout: 60_000 }, async () => {
    const test = await startTestApp({ EVENTS_HEARTBEAT_MS: '60000' });
    try {
      const base = await listen(test.app);
      const tenant = await signUpTenant(test, { tenantName: 'Closing' });
      const stream = await openEventStream(base, tenant.publicId, { session: tenant.client.sessionId });
      await stream.until(() => stream.events.length > 0);
      const started = Date.now();
      await test.app.close();
      // Held up, closing would wait for the stream's end: its next heartbeat (60 s) or never. Half of that bounds a
      // close on a loaded machine, where a tight figure would fail for the machine's sake.
      expect(Date.now() - started).toBeLessThan(30_000);
      await stream.closed;
      expect(stream.ended).toBe(true);
    } finally {
      await test.close();
    }
  });
});

/** Two servers on one PostgreSQL database: events cross between them, and so do sessions. */
describe.runIf(engine === 'postgres')('the live event stream across two instances (postgres)', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ namePrefix: 'parlance_live' });
    const config = { DATABASE_URL: database.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent' as const };
    // Each opens its own pool, as separate processes would; the first migrates and seeds.
    apps.push(await buildApp(makeConfig(config)));
    apps.push(await buildApp(makeConfig({ ...config, SEED: 'false' })));
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('delivers an engagement sent to A to a subscriber of B, in order; a session made on A works on B (its delay is measured by the supervisor-feed bench)', async () => {
    const [appA, appB] = apps as [FastifyInstance, FastifyInstance];
    const baseB = await listen(appB);
    const testA = {
      app: appA,
      db: database.db,
      url: database.url,
      client: () => new TestClient(appA),
      close: async () => {},
    };
    const tenant = await signUpTenant(testA, { tenantName: 'Two instances' });
    const account = await new TestClient(appB).request('GET', '/api/account', undefined, {
      headers: { cookie: `PARLANCE_SESSION=${tenant.client.sessionId}` },
    });
    expect(account.statusCode, account.body).toBe(200);

    const tenantId = await tenantIdOf(testA, tenant.publicId);
    const programId = await insertProgram(testA, tenantId, 'Two instances program');
    const stream = await openEventStream(baseB, tenant.publicId, { session: tenant.client.sessionId });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.until(() => stream.ofType('snapshot').length === 1);

    const { engagementId } = await converse(appA, { tenantId, programId }, []);
    await stream.until(() => stream.events.some((event) => event.event === 'engagement'));
    const labelled = await appA.context.engagements.message({
      tenantId,
      engagementId,
      from: 'Agent',
      content: GREETING,
    });
    expect(labelled.ok).toBe(true);
    await stream.until(
      () => stream.ofType('message').some((event) => engagementOf(event) === engagementId),
      undefined,
      'the message on the other instance',
    );
    const ids = stream.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
