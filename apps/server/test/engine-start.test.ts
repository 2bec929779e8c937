import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import {
  listen,
  newEngagementId,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe(`an engagement's start through the socket: its statements (${engine})`, () => {
  let test: TestApp;
  let origin: string;
  let tenant: TenantWithProgram;
  /** The SQL of every statement the app sends while set. */
  let watched: string[] | undefined;

  beforeAll(async () => {
    test = await startTestApp(
      { REPORT_FOLD_EVERY: '0' },
      {
        log: (event) => {
          if (event.level === 'query') watched?.push(event.query.sql);
        },
      },
    );
    await test.app.context.engine.warm();
    origin = await listen(test.app);
    tenant = await tenantWithProgram(test, { tenantName: 'Start statements', programName: 'Start program' }, [
      'p-view_xlm_test_ui',
    ]);
  });
  afterAll(() => test.close());

  const connect = async () => {
    const ticket = await tenant.member.client.request('POST', '/api/simulator/frame-ticket');
    expect(ticket.statusCode).toBe(200);
    const url = `${origin.replace(/^http/, 'ws')}/api/engine/ws?ticket=${encodeURIComponent(ticket.json().ticket)}`;
    const client = new EngineClient(url, origin);
    expect((await client.next()).type).toBe('session');
    return client;
  };

  it('reads the program, its model, the engagement and the session in one statement, and stores the engagement with its summary in one more', async () => {
    const client = await connect();
    const start = (engagementId: string) => ({
      engagementId,
      type: 'engagement_start',
      program: tenant.programId,
      content: '',
    });
    // The program's model and the session's statements are warm after a first start.
    expect((await client.ask(start(newEngagementId()))).type).toBe('started');
    watched = [];
    const engagementId = newEngagementId();
    expect(await client.ask(start(engagementId))).toMatchObject({ type: 'started', resumed: false });
    // Not counted: a notification (after the commit) and SQLite's transaction around its events.
    const statements = watched.filter(
      (text) => !/^\s*(notify|listen|select pg_notify|begin|commit)\b/i.test(text),
    );
    watched = undefined;
    // The read (with the session's check), the insert (with the summary on PostgreSQL; then its read on SQLite), the
    // event. Before: the session, the program, the engagement, the insert, the summary, the event, the model's version.
    expect(statements).toHaveLength(engine === 'postgres' ? 3 : 4);
    client.close();
  });

  it('stores nothing and closes the socket when the session has gone, on a program of the tenant or none', async () => {
    const first = await connect();
    const second = await connect();
    await tenant.member.client.request('POST', '/api/logout');
    const ids = [newEngagementId(), newEngagementId()];
    first.send({ engagementId: ids[0], type: 'engagement_start', program: tenant.programId, content: '' });
    second.send({ engagementId: ids[1], type: 'engagement_start', program: 2_000_000_000, content: '' });
    expect((await first.closed).code).toBe(4401);
    expect((await second.closed).code).toBe(4401);
    const stored = await test.db.kysely
      .selectFrom('conversation')
      .select('id')
      .where('engagement_id', 'in', ids)
      .execute();
    expect(stored).toEqual([]);
  });
});
