import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { idleSimulationsQuery } from '../src/modules/conversations/simulation-sweep.js';
import { engine } from './support/database.js';
import {
  GREETING,
  newEngagementId,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;

/**
 * Simulations left without an End end by themselves after 30 minutes without a message (`SIMULATION_IDLE_TIMEOUT`):
 * a sweep each instance runs. Its clock is the pass's argument here, and the conversations' last activity is set
 * in the database, so that nothing waits for time to pass.
 */
describe(`idle simulations end by themselves (${engine})`, () => {
  let test: TestApp;
  let owner: TenantWithProgram;

  beforeAll(async () => {
    // No pass on a timer while the tests move the clock themselves.
    test = await startTestApp({ SIMULATION_SWEEP_EVERY: '1h' });
    owner = await tenantWithProgram(test, { tenantName: 'Sweep', programName: 'Sweep program' }, [
      'p-view_supervisor',
    ]);
  });
  afterAll(() => test.close());

  /** Starts an engagement of `source` with one message, its last activity set `minutesAgo` before now. */
  const engagement = async (source: 'simulator' | 'api', minutesAgo: number, messages = 1) => {
    const engagementId = newEngagementId();
    const { engagements } = test.app.context;
    const started = await engagements.start({
      tenantId: owner.tenantId,
      engagementId,
      programId: owner.programId,
      agentUserId: null,
      source,
      channel: source === 'api' ? 'voice' : null,
    });
    expect(started.ok).toBe(true);
    for (let i = 0; i < messages; i++)
      expect(
        (
          await engagements.message({
            tenantId: owner.tenantId,
            engagementId,
            from: 'Agent',
            content: GREETING,
          })
        ).ok,
      ).toBe(true);
    const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await test.db.kysely
      .updateTable('conversation')
      .set({ started_date: at, ...(messages > 0 ? { last_message_date: at } : {}) })
      .where('tenant_id', '=', owner.tenantId)
      .where('engagement_id', '=', engagementId)
      .execute();
    return engagementId;
  };
  const statusOf = async (engagementId: string) =>
    (
      await test.db.kysely
        .selectFrom('conversation')
        .select(['status', 'ended_date'])
        .where('tenant_id', '=', owner.tenantId)
        .where('engagement_id', '=', engagementId)
        .executeTakeFirstOrThrow()
    ).status;
  const endedEvents = async (engagementId: string) =>
    (
      await test.db.kysely
        .selectFrom('engagement_event')
        .select('payload')
        .where('tenant_id', '=', owner.tenantId)
        .where('event_type', '=', 'ended')
        .execute()
    ).filter((row) => (JSON.parse(row.payload) as { engagementId?: string }).engagementId === engagementId)
      .length;

  it('ends a simulation 30 minutes after its last message, not before, and leaves other sources alone', async () => {
    const idle = await engagement('simulator', 31);
    const silent = await engagement('simulator', 45, 0);
    const recent = await engagement('simulator', 29);
    const api = await engagement('api', 120);
    const now = Date.now();

    // A minute earlier, only the one without any message for 45 minutes is idle for 30.
    expect(await test.app.simulationSweep.sweep(now - 2 * MINUTE)).toBe(1);
    expect(await statusOf(silent)).toBe('ended');
    expect(await statusOf(idle)).toBe('ongoing');

    expect(await test.app.simulationSweep.sweep(now)).toBe(1);
    expect(await statusOf(idle)).toBe('ended');
    expect(await statusOf(recent)).toBe('ongoing');
    expect(await statusOf(api)).toBe('ongoing');
    // Ended as an End from the frame would: Supervisor shows it ended, and its live event went out once.
    const shown = await owner.member.client.get(`/${owner.tenant.publicId}/api/engagements/${idle}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ engagementId: idle, status: 'ended' });
    expect(await endedEvents(idle)).toBe(1);
    // A message after its end is refused.
    const late = await test.app.context.engagements.message({
      tenantId: owner.tenantId,
      engagementId: idle,
      from: 'Agent',
      content: GREETING,
    });
    expect(late.ok).toBe(false);

    // Two minutes later the 29-minute one is idle too; a pass that finds nothing idle ends nothing.
    expect(await test.app.simulationSweep.sweep(now + 2 * MINUTE)).toBe(1);
    expect(await statusOf(recent)).toBe('ended');
    expect(await test.app.simulationSweep.sweep(now + 2 * MINUTE)).toBe(0);
    expect(await statusOf(api)).toBe('ongoing');
  });

  it('keeps a simulation that gets a message before the pass ends it', async () => {
    const idle = await engagement('simulator', 40);
    // The pass read it as idle; a message comes before its end: the end's own condition sees the new message.
    const cutoff = new Date(Date.now() - 30 * MINUTE).toISOString();
    const read = await idleSimulationsQuery(test.db.kysely, cutoff).execute();
    expect(read.map((row) => row.engagement_id)).toContain(idle);
    await test.app.context.engagements.message({
      tenantId: owner.tenantId,
      engagementId: idle,
      from: 'Visitor',
      content: 'Sorry, I am back.',
    });
    const ended = await test.app.context.engagements.end({
      tenantId: owner.tenantId,
      engagementId: idle,
      idleBefore: cutoff,
    });
    expect(ended).toMatchObject({ ok: true, endedNow: false });
    expect(await statusOf(idle)).toBe('ongoing');
    expect(await endedEvents(idle)).toBe(0);
  });

  it('ends each idle simulation once when two instances sweep at the same time', async () => {
    const idle = [await engagement('simulator', 50), await engagement('simulator', 35)];
    const second = await buildApp(
      makeConfig({
        DATABASE_URL: test.url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        SIMULATION_SWEEP_EVERY: '1h',
      }),
      { db: test.db },
    );
    try {
      await second.ready();
      const now = Date.now();
      const passes = await Promise.all([
        test.app.simulationSweep.sweep(now),
        second.simulationSweep.sweep(now),
        test.app.simulationSweep.sweep(now),
      ]);
      expect(passes.reduce((sum, count) => sum + count, 0)).toBe(idle.length);
      for (const engagementId of idle) {
        expect(await statusOf(engagementId)).toBe('ended');
        expect(await endedEvents(engagementId)).toBe(1);
      }
    } finally {
      await second.close();
    }
  });

  it('reads the ongoing simulations through their partial index', async () => {
    const cutoff = new Date().toISOString();
    const query = idleSimulationsQuery(test.db.kysely, cutoff).compile();
    const parameters = [...query.parameters];
    const plan =
      engine === 'postgres'
        ? await test.db.kysely.transaction().execute(async (trx) => {
            // The test's table is small: keep the planner off a sequential scan, as it would be at size.
            await sql`set local enable_seqscan = off`.execute(trx);
            const { rows } = await sql
              .raw<Record<string, string>>(
                `explain ${query.sql.replace(/\$(\d+)/g, (_, n) => `'${query.parameters[Number(n) - 1]}'`)}`,
              )
              .execute(trx);
            return rows.map((row) => Object.values(row).join(' ')).join('\n');
          })
        : (
            await sql
              .raw<{ detail: string }>(
                `explain query plan ${query.sql.replace(/\?/g, () => `'${parameters.shift()}'`)}`,
              )
              .execute(test.db.kysely)
          ).rows
            .map((row) => row.detail)
            .join('\n');
    expect(plan).toContain('conversation_idle_simulation');
  });
});

describe(`the sweep on its timer (${engine})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ SIMULATION_IDLE_TIMEOUT: '1s', SIMULATION_SWEEP_EVERY: '200ms' });
  });
  afterAll(() => test.close());

  it('ends a simulation left idle for SIMULATION_IDLE_TIMEOUT without anyone asking', async () => {
    const owner = await tenantWithProgram(test, { tenantName: 'Timer', programName: 'Timer program' }, [
      'p-view_supervisor',
    ]);
    const engagementId = newEngagementId();
    const { engagements } = test.app.context;
    expect(
      (
        await engagements.start({
          tenantId: owner.tenantId,
          engagementId,
          programId: owner.programId,
          agentUserId: null,
          source: 'simulator',
          channel: null,
        })
      ).ok,
    ).toBe(true);
    await engagements.message({ tenantId: owner.tenantId, engagementId, from: 'Agent', content: GREETING });
    await expect
      .poll(
        async () =>
          (
            await test.db.kysely
              .selectFrom('conversation')
              .select('status')
              .where('tenant_id', '=', owner.tenantId)
              .where('engagement_id', '=', engagementId)
              .executeTakeFirstOrThrow()
          ).status,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('ended');
  });
});
