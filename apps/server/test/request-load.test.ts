import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/modules/context.js';
import { engine } from './support/database.js';
import { listen, type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { SseClient } from './support/sse-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Polls until `check` holds (the server sees a socket's events a moment after the client sends them), for ten seconds
 * at least: far longer than that moment on a busy machine.
 */
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check(), what).toBe(true);
};

/** `context.load` counts the requests being answered; lists read on SQLite's main connection only when it is 1. */
describe(`the requests being answered (${engine})`, () => {
  let test: TestApp;
  let base: string;
  let live: TenantWithProgram;
  let load: AppContext['load'];
  const answering = () => load.answering();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    test = await startTestApp();
    base = await listen(test.app);
    live = await tenantWithProgram(test, { tenantName: 'Load', programName: 'Load program' }, [
      'ROLE_SUPERVISOR',
    ]);
    load = (test.app as unknown as { context: AppContext }).context.load;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await test.close();
  });

  /** A request whose body never comes: received, never answered, until its socket is closed. */
  const hangingRequest = () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    socket.write(
      'POST /collect/v1/t HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    return socket;
  };

  it('counts a request from its arrival until its connection goes, and answered ones not at all', async () => {
    expect(answering()).toBe(0);
    const first = hangingRequest();
    const second = hangingRequest();
    await until(() => answering() === 2, 'two requests waiting');
    // As seen from one of them: not alone.
    expect(await load.alone()).toBe(false);
    first.destroy();
    await until(() => answering() === 1, 'one left once the first connection is gone');
    expect(await load.alone()).toBe(true);
    second.destroy();
    await until(() => answering() === 0, 'none left');
    const answered = await test.client().get('/api/account');
    expect(answered.statusCode).toBe(401);
    expect(answering()).toBe(0);
  });

  it('stops counting a stream once it has sent its headers', async () => {
    const stream = await SseClient.connect(`${base}/${live.tenant.publicId}/api/engagements/events`, {
      session: live.member.client.sessionId,
    });
    try {
      expect(stream.status).toBe(200);
      expect(answering()).toBe(0);
      hangingRequest();
      await until(() => answering() === 1, 'the waiting request, beside the open stream');
    } finally {
      stream.abort();
      for (const socket of sockets) socket.destroy();
    }
    await until(() => answering() === 0, 'none once both are gone');
  });
});
