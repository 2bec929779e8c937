import type { CorrectionsReport, FunnelReport, TimeInStageReport } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctLabel } from '../src/modules/conversations/conversation-writer.js';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import {
  converse,
  GREETING,
  newEngagementId,
  QUALIFY,
  RECOMMEND,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { storeConversation } from './support/report-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { reportOf, startTwoServers, type TwoServers } from './support/two-servers.js';

/*
 * The report rollups (REPORTING.md "Rollups"): folded outside the message's transaction by every instance's timer
 * and before each report, rebuilt when the tenant's time zone changes, and kept without a lock that two
 * conversations' writes share.
 */
describe(`report rollups (${engine})`, () => {
  let servers: TwoServers;
  let test: TestApp;
  let second: FastifyInstance;
  let tenant: TenantWithProgram;
  /** The member's session, on the second server. */
  let onSecond: TestClient;
  let report: ReturnType<typeof reportOf>;

  beforeAll(async () => {
    servers = await startTwoServers();
    ({ test, second } = servers);
    tenant = await tenantWithProgram(test, { tenantName: 'Rollups', programName: 'Rollup program' }, [
      'p-view_post-call-analytics_product',
    ]);
    onSecond = servers.onSecond(tenant.member.client);
    report = reportOf(tenant.tenant.publicId);
    await test.app.context.reportRollups.foldAll();
  }, 60_000);

  afterAll(async () => {
    await servers?.close();
  });

  const marked = async () =>
    (
      await test.db.kysely
        .selectFrom('report_fold_pending')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('tenant_id', '=', tenant.tenantId)
        .executeTakeFirstOrThrow()
    ).count;

  it("folds a write through one server on the instances' timers, without a report, and the other's next report reads it from the rollups", async () => {
    const stats = second.context.reportRollups.stats;
    const before = await report<FunnelReport>(onSecond, 'funnel');
    await converse(test.app, tenant, [GREETING, QUALIFY]);
    // The instances' timers (every 500 ms) fold it, with no report asked. Waited for as a state, not timed: a loaded
    // machine may delay a timer; the next report folds first in any case (report-changes.test.ts).
    while (Number(await marked()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const fromRollups = stats.rollup;
    const after = await report<FunnelReport>(onSecond, 'funnel');
    expect(stats.rollup).toBe(fromRollups + 1);
    expect(after.conversations).toBe(before.conversations + 1);
    // The same figures from the base tables, and from the first server.
    second.context.reportRollups.enabled = false;
    try {
      expect(await report<FunnelReport>(onSecond, 'funnel')).toEqual(after);
      expect(await report<TimeInStageReport>(onSecond, 'time-in-stage')).toEqual(
        await report<TimeInStageReport>(tenant.member.client, 'time-in-stage'),
      );
      expect(await report<CorrectionsReport>(onSecond, 'corrections')).toEqual(
        await report<CorrectionsReport>(tenant.member.client, 'corrections'),
      );
    } finally {
      second.context.reportRollups.enabled = true;
    }
  });

  it('folds a conversation again after each message and a correction to what a build from nothing counts', async () => {
    const rollups = test.app.context.reportRollups;
    // The instances' timers stopped, so that only this test's folds run.
    await rollups.stop();
    await second.context.reportRollups.stop();
    /** The tenant's folded rows, and its rollups' rows but those at zero (a build leaves none), in one order. */
    const snapshot = async () => {
      const rows = async (table: string, order: string) =>
        (
          await sql<
            Record<string, unknown>
          >`select * from ${sql.table(table)} where tenant_id = ${tenant.tenantId} and (${sql.raw(
            table === 'report_fold'
              ? 'true'
              : 'conversations <> 0 or duration_ms <> 0 or messages <> 0 or corrected <> 0',
          )}) order by ${sql.raw(order)}`.execute(test.db.kysely)
        ).rows;
      const key = 'kind, key, detail, bucket, program_id, agent_group';
      return {
        fold: await rows('report_fold', 'conversation_id, kind, key, detail'),
        day: await rows('report_stage_day', `day, ${key}, channel, source`),
        week: await rows('report_stage_week', `week, ${key}, channel, source`),
        all: await rows('report_all_week', `week, ${key}`),
      };
    };
    try {
      await rollups.foldAll();
      const pipeline = test.app.context.engagements;
      const engagementId = newEngagementId();
      const started = await pipeline.start({
        tenantId: tenant.tenantId,
        engagementId,
        programId: tenant.programId,
        agentUserId: null,
        source: 'api',
        channel: 'chat',
      });
      if (!started.ok) throw new Error(started.message);
      // Each message changes some of its conversation's rows (figures, stages, buckets, path); each is folded.
      for (const content of [GREETING, QUALIFY, QUALIFY, RECOMMEND, GREETING]) {
        const labelled = await pipeline.message({
          tenantId: tenant.tenantId,
          engagementId,
          from: 'Agent',
          content,
        });
        if (!labelled.ok) throw new Error(labelled.message);
        await rollups.foldAll();
      }
      const conversation = await test.db.kysely
        .selectFrom('conversation')
        .select(['id', 'engagement_id'])
        .where('tenant_id', '=', tenant.tenantId)
        .where('engagement_id', '=', engagementId)
        .executeTakeFirstOrThrow();
      const correction = {
        tenantId: tenant.tenantId,
        conversation,
        index: 1,
        by: 'tester',
        date: new Date().toISOString(),
      };
      await test.db.kysely
        .transaction()
        .execute((trx) => correctLabel(trx, engine, correction, () => 'Sincere Goodbye'));
      await rollups.foldAll();
      const folded = await snapshot();
      expect(folded.fold.filter((row) => row.conversation_id === conversation.id).length).toBeGreaterThan(5);
      // Built again from nothing (as for rollups another fold version built): the same rows.
      await test.db.kysely
        .updateTable('report_rollup_state')
        .set({ version: -1 })
        .where('tenant_id', '=', tenant.tenantId)
        .execute();
      await rollups.foldAll();
      expect(await snapshot()).toEqual(folded);
    } finally {
      rollups.start();
      second.context.reportRollups.start();
    }
  });

  it('marks a conversation that a write outside the writer changes in a column the rollups read, and no other', async () => {
    const rollups = test.app.context.reportRollups;
    await rollups.stop();
    await second.context.reportRollups.stop();
    try {
      await rollups.foldAll();
      expect(Number(await marked())).toBe(0);
      const { engagementId } = await converse(test.app, tenant, [GREETING, QUALIFY]);
      // The writer's statement marks the conversation itself.
      expect(Number(await marked())).toBe(1);
      await rollups.foldAll();
      expect(Number(await marked())).toBe(0);
      const conversation = test.db.kysely
        .updateTable('conversation')
        .where('tenant_id', '=', tenant.tenantId)
        .where('engagement_id', '=', engagementId);
      // An engagement's end, and a write of a column the rollups read with the value it had: no mark.
      await conversation.set({ ended_date: new Date().toISOString(), status: 'ended' }).execute();
      await conversation.set((eb) => ({ channel: eb.ref('channel') })).execute();
      expect(Number(await marked())).toBe(0);
      // A column the rollups read, changed in SQL of its own: marked.
      await conversation.set({ channel: 'voice' }).execute();
      expect(Number(await marked())).toBe(1);
      await rollups.foldAll();
      expect(Number(await marked())).toBe(0);
    } finally {
      rollups.start();
      second.context.reportRollups.start();
    }
  });

  it('builds the rollups again when the time zone changes, and reads the base tables until then', async () => {
    const rollups = test.app.context.reportRollups;
    // 23:30 UTC on the 10th: the 10th in UTC, the 11th in Berlin.
    await storeConversation(test, tenant.tenantId, {
      programId: tenant.programId,
      messages: [
        { stage: 'Warm Greet Intro', at: '2026-11-10T23:30:00.000Z' },
        { stage: 'Sincere Goodbye', at: '2026-11-10T23:31:00.000Z' },
      ],
    });
    const eleventh = 'from=2026-11-11&to=2026-11-11';
    const tenth = 'from=2026-11-10&to=2026-11-10';
    await rollups.foldAll();
    let { rollup, base } = { ...rollups.stats };
    expect((await report<FunnelReport>(tenant.member.client, 'funnel', tenth)).conversations).toBe(1);
    expect((await report<FunnelReport>(tenant.member.client, 'funnel', eleventh)).conversations).toBe(0);
    expect(rollups.stats.rollup).toBe(rollup + 2);

    await second.context.reportRollups.stop();
    await rollups.stop();
    try {
      await test.db.kysely
        .updateTable('tenant')
        .set({ time_zone: 'Europe/Berlin' })
        .where('id', '=', tenant.tenantId)
        .execute();
      // Built in UTC: the next report reads the base tables, in Berlin's days.
      ({ rollup, base } = { ...rollups.stats });
      expect((await report<FunnelReport>(tenant.member.client, 'funnel', eleventh)).conversations).toBe(1);
      expect(rollups.stats).toEqual({ rollup, base: base + 1 });
      await rollups.foldAll();
      const state = await test.db.kysely
        .selectFrom('report_rollup_state')
        .selectAll()
        .where('tenant_id', '=', tenant.tenantId)
        .executeTakeFirstOrThrow();
      expect(state).toMatchObject({ time_zone: 'Europe/Berlin', built: 1 });
      expect((await report<FunnelReport>(tenant.member.client, 'funnel', eleventh)).conversations).toBe(1);
      expect((await report<FunnelReport>(tenant.member.client, 'funnel', tenth)).conversations).toBe(0);
      expect(rollups.stats).toEqual({ rollup: rollup + 2, base: base + 1 });
    } finally {
      rollups.start();
      second.context.reportRollups.start();
    }
  });

  it.runIf(engine === 'postgres')(
    "lets two conversations' writes of one tenant and hour commit while one is open and a folder holds its lock",
    async () => {
      const HOUR = '2026-11-12T10';
      const at = async (minute: string) =>
        (
          await storeConversation(test, tenant.tenantId, {
            programId: tenant.programId,
            messages: [
              { stage: 'Warm Greet Intro', at: `${HOUR}:${minute}:00.000Z` },
              { stage: 'Sincere Goodbye', at: `${HOUR}:${minute}:30.000Z` },
            ],
          })
        ).id;
      const first = await at('05');
      const secondId = await at('20');
      await test.app.context.reportRollups.foldAll();
      const folder = new pg.Client({ connectionString: test.url });
      const open = new pg.Client({ connectionString: test.url });
      const other = new pg.Client({ connectionString: test.url });
      await Promise.all([folder.connect(), open.connect(), other.connect()]);
      try {
        // A folder of the tenant holds the folders' lock, and one write of the tenant's stays open.
        await folder.query('begin');
        await folder.query('select pg_advisory_xact_lock(29027, $1)', [tenant.tenantId]);
        await open.query('begin');
        await open.query(
          'update conversation_stage set duration_ms = duration_ms + 1000 where conversation_id = $1',
          [first],
        );
        await open.query('update conversation set handle_ms = handle_ms + 1000 where id = $1', [first]);
        // Another conversation's write of the same tenant and hour must wait on neither.
        await other.query(`set lock_timeout = '5s'`);
        await other.query('begin');
        await other.query(
          'update conversation_stage set duration_ms = duration_ms + 2000 where conversation_id = $1',
          [secondId],
        );
        await other.query('update conversation set handle_ms = handle_ms + 2000 where id = $1', [secondId]);
        const waiting = await other.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waiting.rows[0]!.count)).toBe(0);
        await other.query('commit');
        await open.query('commit');
      } finally {
        await folder.query('rollback').catch(() => undefined);
        await open.query('rollback').catch(() => undefined);
        await Promise.all([folder.end(), open.end(), other.end()]);
      }
      // Both writes are in the next report, from the rollups.
      const time = await report<TimeInStageReport>(
        tenant.member.client,
        'time-in-stage',
        'from=2026-11-12&to=2026-11-12',
      );
      expect(time.handleTime.p90Seconds).toBeGreaterThan(31);
    },
  );

  it.runIf(engine === 'postgres')(
    'folds while a write of a marked conversation is open, without waiting for it, and folds that write after its commit',
    async () => {
      const HOUR = '2026-11-13T10';
      const id = (
        await storeConversation(test, tenant.tenantId, {
          programId: tenant.programId,
          messages: [
            { stage: 'Warm Greet Intro', at: `${HOUR}:05:00.000Z` },
            { stage: 'Sincere Goodbye', at: `${HOUR}:05:30.000Z` },
          ],
        })
      ).id;
      const rollups = test.app.context.reportRollups;
      // The instances' timers stopped, so that only this test's folds run.
      await rollups.stop();
      await second.context.reportRollups.stop();
      await rollups.foldAll();
      const handleP90 = async () =>
        (
          await report<TimeInStageReport>(
            tenant.member.client,
            'time-in-stage',
            'from=2026-11-13&to=2026-11-13',
          )
        ).handleTime.p90Seconds;
      expect(await handleP90()).toBeLessThan(31);

      // Marked by a committed write, then written again by a transaction that stays open (its mark's row locked).
      await test.db.kysely
        .updateTable('conversation')
        .set((eb) => ({ handle_ms: eb('handle_ms', '+', 1_000) }))
        .where('id', '=', id)
        .execute();
      const open = new pg.Client({ connectionString: test.url });
      await open.connect();
      try {
        await open.query('begin');
        await open.query('update conversation set handle_ms = handle_ms + 60000 where id = $1', [id]);
        // The fold ends with the write still open (were it to wait for the write, it would never end).
        await rollups.foldAll();
        expect(Number(await marked())).toBe(1);
        await open.query('commit');
      } finally {
        await open.query('rollback').catch(() => undefined);
        await open.end();
      }
      // The open write's mark was left to it: the next fold counts it. 31 s + 60 s.
      await rollups.foldAll();
      expect(Number(await marked())).toBe(0);
      expect(await handleP90()).toBeGreaterThan(90);
      rollups.start();
      second.context.reportRollups.start();
    },
  );

  it.runIf(engine === 'postgres')(
    "leaves, on the timer's pass, a tenant whose marks another instance's folder holds, rather than wait for it",
    async () => {
      const rollups = test.app.context.reportRollups;
      await rollups.stop();
      await second.context.reportRollups.stop();
      await storeConversation(test, tenant.tenantId, {
        programId: tenant.programId,
        messages: [
          { stage: 'Warm Greet Intro', at: '2026-11-14T10:05:00.000Z' },
          { stage: 'Sincere Goodbye', at: '2026-11-14T10:05:30.000Z' },
        ],
      });
      expect(Number(await marked())).toBeGreaterThan(0);
      const folder = new pg.Client({ connectionString: test.url });
      await folder.connect();
      try {
        // Another instance's folder, holding the tenant's fold lock.
        await folder.query('begin');
        await folder.query('select pg_advisory_xact_lock(29027, $1)', [tenant.tenantId]);
        // The timer's pass ends without waiting (a wait would last until the folder's commit) and folds nothing.
        await rollups.foldAll({ waitForLock: false });
        expect(Number(await marked())).toBeGreaterThan(0);
        await folder.query('commit');
      } finally {
        await folder.query('rollback').catch(() => undefined);
        await folder.end();
      }
      await rollups.foldAll({ waitForLock: false });
      expect(Number(await marked())).toBe(0);
      rollups.start();
      second.context.reportRollups.start();
    },
  );
});
