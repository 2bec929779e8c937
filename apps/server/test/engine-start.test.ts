import { ENGINE_ERROR_KEYS } from '@parlance/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { storedEventsAfter } from '../src/events/event-bus.js';
import {
  findConversation,
  findEngagementSummary,
} from '../src/modules/conversations/conversation.repository.js';
import type { ReadCheck, StartRequest } from '../src/modules/conversations/engagement.pipeline.js';
import { engine } from './support/database.js';
import {
  newEngagementId,
  startStatementsApp,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import type { TestApp } from './support/test-app.js';

describe(`an engagement's start through the socket: its statements (${engine})`, () => {
  let test: TestApp;
  let origin: string;
  let tenant: TenantWithProgram;
  let other: TenantWithProgram;
  let statementsOf: Awaited<ReturnType<typeof startStatementsApp>>['statementsOf'];

  beforeAll(async () => {
    ({ test, origin, statementsOf } = await startStatementsApp());
    tenant = await tenantWithProgram(test, { tenantName: 'Start statements', programName: 'Start program' }, [
      'p-view_xlm_test_ui',
    ]);
    other = await tenantWithProgram(test, { tenantName: 'Start other', programName: 'Other program' }, [
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
    const engagementId = newEngagementId();
    const sent = await statementsOf(async () =>
      expect(await client.ask(start(engagementId))).toMatchObject({ type: 'started', resumed: false }),
    );
    // Not counted: a notification (after the commit) and SQLite's transaction around its events.
    const statements = sent.filter(
      (text) => !/^\s*(notify|listen|select pg_notify|begin|commit)\b/i.test(text),
    );
    // The read (with the session's check), then on PostgreSQL the insert with its event; on SQLite the insert, its
    // summary's read and the event. Before: the session, the program, the engagement, the insert, the summary, the
    // event, the model's version.
    expect(statements).toHaveLength(engine === 'postgres' ? 2 : 4);
    client.close();
  });

  /** The user's status when they are of the tenant: a check of integers, as the socket's API-key check is. */
  const memberStatus = (db: Executor, tenantId: number, userId: number) =>
    db.selectFrom('app_user').select('status').where('tenant_id', '=', tenantId).where('id', '=', userId);
  const MEMBER_SENTINELS: [number, number] = [-0x7fff_fff3, -0x7fff_fff4];
  const memberCheck = (tenantId: number, userId: number): ReadCheck => ({
    key: 'test-member',
    column: (database, ...values) =>
      sql<string | null>`(${memberStatus(database, ...(values as typeof MEMBER_SENTINELS))})`,
    values: [tenantId, userId],
    sentinels: MEMBER_SENTINELS,
    read: () => undefined,
    passes: (status) => status !== null && status !== 'DEACTIVATED',
    alone: async () =>
      (await memberStatus(test.db.kysely, tenantId, userId).executeTakeFirst())?.status !== undefined,
  });

  it("answers starts that come together (one statement on PostgreSQL) as each alone: each tenant's own engagement and program, each read's own check", async () => {
    const { engagements } = test.app.context;
    const shared = newEngagementId();
    const request = (over: Partial<StartRequest>): StartRequest => ({
      tenantId: tenant.tenantId,
      engagementId: newEngagementId(),
      programId: tenant.programId,
      agentUserId: tenant.member.userId,
      source: 'simulator',
      channel: null,
      check: memberCheck(tenant.tenantId, tenant.member.userId),
      ...over,
    });
    const round = () =>
      Promise.all([
        engagements.start(request({ engagementId: shared })),
        engagements.start(
          request({
            tenantId: other.tenantId,
            engagementId: shared,
            programId: other.programId,
            agentUserId: other.member.userId,
            check: memberCheck(other.tenantId, other.member.userId),
          }),
        ),
        // Another tenant's program; a user of another tenant; a program that is nowhere; no check.
        engagements.start(request({ programId: other.programId })),
        engagements.start(request({ check: memberCheck(tenant.tenantId, other.member.userId) })),
        engagements.start(request({ programId: 2_000_000_000 })),
        engagements.start(request({ check: undefined })),
      ]);
    const first = await round();
    expect(first.map((started) => (started.ok ? started.resumed : started.errorKey))).toEqual([
      false,
      false,
      ENGINE_ERROR_KEYS.unknownProgram,
      ENGINE_ERROR_KEYS.internal,
      ENGINE_ERROR_KEYS.unknownProgram,
      false,
    ]);
    expect(first[0]).toMatchObject({ programId: tenant.programId });
    expect(first[1]).toMatchObject({ programId: other.programId });
    const second = await round();
    expect(second.slice(0, 2).map((started) => started.ok && started.resumed)).toEqual([true, true]);
    const rows = await test.db.kysely
      .selectFrom('conversation')
      .select(['tenant_id', 'program_id'])
      .where('engagement_id', '=', shared)
      .orderBy('tenant_id')
      .execute();
    expect(rows).toEqual(
      [
        { tenant_id: tenant.tenantId, program_id: tenant.programId },
        { tenant_id: other.tenantId, program_id: other.programId },
      ].sort((a, b) => a.tenant_id - b.tenant_id),
    );
  });

  it("stores each start's event with it, the engagement's summary as stored; starts that come together share the insert (PostgreSQL), and a duplicate engagement id fails that start alone", async () => {
    const { engagements } = test.app.context;
    const request = (
      engagementId: string,
      agentUserId: number | null = tenant.member.userId,
    ): StartRequest => ({
      tenantId: tenant.tenantId,
      engagementId,
      programId: tenant.programId,
      agentUserId,
      source: 'simulator',
      channel: 'voice',
    });
    const taken = newEngagementId();
    expect(await engagements.start(request(taken))).toMatchObject({ ok: true, resumed: false });
    const after = (await storedEventsAfter(test.db.kysely, tenant.tenantId, 0)).at(-1)?.id ?? 0;
    const fresh = Array.from({ length: 8 }, () => newEngagementId());
    const sent = await statementsOf(async () => {
      const answers = await Promise.all(
        fresh.map((id, n) => engagements.start(request(id, n % 2 ? null : undefined))),
      );
      expect(answers.map((answer) => answer.ok && answer.resumed)).toEqual(fresh.map(() => false));
    });
    if (engine === 'postgres') {
      // No statement of its own for an event; fewer inserts than starts.
      expect(sent.filter((text) => /^\s*with "?input"? as/i.test(text)).length).toBeLessThan(fresh.length);
      expect(sent.filter((text) => /^\s*with "?events_stored"? as/i.test(text))).toEqual([]);
    }
    // Together: a new one, the one stored before, a new one twice, another new one.
    const twice = newEngagementId();
    const [last, repeated] = [newEngagementId(), await engagements.start(request(taken))];
    expect(repeated).toMatchObject({ ok: true, resumed: true });
    const mixed = await Promise.all([last, taken, twice, twice].map((id) => engagements.start(request(id))));
    expect(mixed.map((answer) => answer.ok && answer.resumed).slice(0, 2)).toEqual([false, true]);
    expect(
      mixed
        .slice(2)
        .map((answer) => answer.ok && answer.resumed)
        .sort(),
    ).toEqual([false, true]);
    // Each new engagement's one event, in the order of its start, is its summary as the engagements' read answers it.
    const events = (await storedEventsAfter(test.db.kysely, tenant.tenantId, after)).filter(
      (event) => event.type === 'engagement',
    );
    const ids = [...fresh, last, twice];
    expect(events.map((event) => event.type === 'engagement' && event.data.engagementId).sort()).toEqual(
      [...ids].sort(),
    );
    for (const event of events) {
      if (event.type !== 'engagement') continue;
      const row = await findConversation(test.db.kysely, tenant.tenantId, event.data.engagementId);
      expect(row).toBeDefined();
      expect(event.data).toEqual(await findEngagementSummary(test.db.kysely, tenant.tenantId, row?.id ?? 0));
    }
    expect(events.find((event) => event.type === 'engagement' && event.data.agent !== null)).toBeDefined();
    expect(events.find((event) => event.type === 'engagement' && event.data.agent === null)).toBeDefined();
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
