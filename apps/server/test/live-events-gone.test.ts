import { connect } from 'node:net';
import { SESSION_COOKIE } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import {
  listen,
  openEventStream,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { ADMIN_PASSWORD, type TestApp } from './support/test-app.js';

/** Marks the stream requests whose handler this test holds until the client's socket has closed. */
const GONE_HEADER = 'x-test-client-gone';

/** Polls until `check` holds (the server sees a socket close a moment after the client closes it). */
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await check(), what).toBe(true);
};

/**
 * The live event stream of a client that has gone: its stream is cleaned up (unsubscribed, its heartbeat
 * stopped) and its socket takes no more writes, also when the client went before the stream started, so that its
 * close event had already passed when the stream began to listen for it.
 */
describe(`live event stream of a client that has gone (${engine})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let live: TenantWithProgram;
  /** Writes to the socket of a marked stream once its client had gone. */
  let writesAfterGone = 0;
  let reached: () => void = () => {};

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(
      makeConfig({
        DATABASE_URL: database.url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        // Heartbeats often, so that a stream left behind would soon be written to.
        EVENTS_HEARTBEAT_MS: '100',
      }),
      { db: database.db },
    );
    // A marked request reaches its handler only once its client's socket is closed; its writes are counted.
    app.addHook('preHandler', async (request, reply) => {
      if (request.headers[GONE_HEADER] === undefined) return;
      const socket = request.raw.socket;
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
      const raw = reply.raw;
      const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
      raw.write = ((...args: unknown[]) => {
        writesAfterGone++;
        return write(...args);
      }) as typeof raw.write;
      const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
      raw.writeHead = ((...args: unknown[]) => {
        reached();
        return writeHead(...args);
      }) as typeof raw.writeHead;
    });
    await app.ready();
    const test: TestApp = {
      app,
      db: database.db,
      url: database.url,
      client: () => new TestClient(app),
      close: async () => {},
    };
    live = await tenantWithProgram(test, { tenantName: 'Gone', programName: 'Gone program' }, [
      'ROLE_SUPERVISOR',
    ]);
    base = await listen(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Open live event streams, as the server's metrics count them. */
  const subscribers = async () => {
    const metrics = await app.inject({ method: 'GET', url: '/management/prometheus' });
    const line = metrics.body.split('\n').find((text) => text.startsWith('sse_subscribers '));
    return Number(line?.slice('sse_subscribers '.length));
  };

  it('cleans up a stream whose client closes it, and keeps the others', async () => {
    const first = await openEventStream(base, live.tenant.publicId, {
      session: live.member.client.sessionId,
    });
    const second = await openEventStream(base, live.tenant.publicId, {
      session: live.member.client.sessionId,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    await until(async () => (await subscribers()) === 2, 'two streams open');
    first.abort();
    await until(async () => (await subscribers()) === 1, 'the closed stream cleaned up');
    // The one left still gets its heartbeats.
    const beats = second.heartbeats;
    await until(async () => second.heartbeats > beats, 'the open stream still beats');
    second.abort();
    await until(async () => (await subscribers()) === 0, 'none left');
  });

  it('takes no write and holds no subscription for a client that went before its stream started', async () => {
    writesAfterGone = 0;
    const handlerReached = new Promise<void>((resolve) => {
      reached = resolve;
    });
    // The request, then the socket closed at once: its handler starts after the close has passed.
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `GET /${live.tenant.publicId}/api/engagements/events HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
        `accept: text/event-stream\r\n${GONE_HEADER}: 1\r\n` +
        `cookie: ${SESSION_COOKIE}=${live.member.client.sessionId}\r\n\r\n`,
      () => socket.destroy(),
    );
    await handlerReached;
    // A stream opened after it: once it has had two heartbeats, the first stream's heartbeat has come round too.
    const witness = await openEventStream(base, live.tenant.publicId, {
      session: live.member.client.sessionId,
    });
    try {
      await until(async () => witness.heartbeats >= 2, 'heartbeats of the stream opened after');
      expect(writesAfterGone, 'writes to the socket of the client that had gone').toBe(0);
      expect(await subscribers(), 'only the witness stream is open').toBe(1);
    } finally {
      witness.abort();
    }
    await until(async () => (await subscribers()) === 0, 'none left');
  });
});
