import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportChangePruner } from '../src/modules/reporting/report-changes.js';
import { REPORT_CHANGES_READ_WITHIN_MS, ReportHourStore } from '../src/modules/reporting/report-hours.js';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { storeConversation } from './support/report-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Reporting's change feed (migration 020): every write of a conversation appends its tenant and hour, and a
 * store reloads the hours named by the changes since its last read of the tenant. The figure checked here is a
 * conversation's handling time as the store holds it, set directly on its row.
 */
describe(`report changes (${engine})`, () => {
  let test: TestApp;
  let tenant: TenantWithProgram;
  const HOUR = '2026-11-10T10';
  const start = `${HOUR}:00:00.000Z`;
  const end = '2026-11-10T11:00:00.000Z';
  let first: number;
  let second: number;

  const conversationAt = async (minute: string) =>
    (
      await storeConversation(test, tenant.tenantId, {
        programId: tenant.programId,
        messages: [
          { stage: 'Warm Greet Intro', at: `${HOUR}:${minute}:00.000Z` },
          { stage: 'Sincere Goodbye', at: `${HOUR}:${minute}:30.000Z` },
        ],
      })
    ).id;

  /** The handling time the store gives for a conversation of the hour, by its id. */
  const heldHandleMs = async (store: ReportHourStore, id: number) => {
    const [hour] = await store.hours(tenant.tenantId, start, end);
    const index = hour!.id.indexOf(id);
    return index < 0 ? undefined : hour!.handleMs[index];
  };

  /** The tenant's change ids, in order. */
  const tenantChanges = async () =>
    (
      await test.db.kysely
        .selectFrom('report_change')
        .select('id')
        .where('tenant_id', '=', tenant.tenantId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  const setHandleMs = (id: number, ms: number) =>
    test.db.kysely.updateTable('conversation').set({ handle_ms: ms }).where('id', '=', id).execute();

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await tenantWithProgram(test, { tenantName: 'Report changes', programName: 'Changes program' }, [
      'p-view_post-call-analytics_product',
    ]);
    first = await conversationAt('05');
    second = await conversationAt('20');
  });

  afterAll(async () => {
    await test?.close();
  });

  it('appends a change for each write and updates no shared row', async () => {
    const count = async () =>
      Number(
        (
          await test.db.kysely
            .selectFrom('report_change')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('tenant_id', '=', tenant.tenantId)
            .where('hour', '=', HOUR)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    await setHandleMs(first, 31_000);
    await setHandleMs(second, 32_000);
    expect(await count()).toBe(before + 2);
  });

  it.runIf(engine === 'postgres')(
    'lets two transactions of one tenant and hour write at once, and reads a change committed out of order',
    async () => {
      const store = new ReportHourStore(test.db.kysely);
      await setHandleMs(first, 1_000);
      await setHandleMs(second, 2_000);
      expect(await heldHandleMs(store, first)).toBe(1_000);
      expect(await heldHandleMs(store, second)).toBe(2_000);

      const open = new pg.Client({ connectionString: test.url });
      const other = new pg.Client({ connectionString: test.url });
      await open.connect();
      await other.connect();
      try {
        // The first transaction writes first (its transaction id and change id are the lower) and stays open.
        await open.query('begin');
        await open.query('update conversation set handle_ms = 11000 where id = $1', [first]);
        // The second, of the same tenant and hour, must not wait on it: a wait would fail after lock_timeout.
        await other.query(`set lock_timeout = '5s'`);
        await other.query('begin');
        await other.query('update conversation set handle_ms = 12000 where id = $1', [second]);
        const waiting = await other.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waiting.rows[0]!.count)).toBe(0);
        await other.query('commit');

        // The later transaction is seen, the open one not yet.
        expect(await heldHandleMs(store, second)).toBe(12_000);
        expect(await heldHandleMs(store, first)).toBe(1_000);

        // It commits after a change of a higher id was read: the next report still sees it.
        await open.query('commit');
        expect(await heldHandleMs(store, first)).toBe(11_000);
        expect(await heldHandleMs(store, second)).toBe(12_000);
      } finally {
        await open.query('rollback').catch(() => undefined);
        await open.end();
        await other.end();
      }
    },
  );

  it('prunes changes, and a store whose last read is older than the changes kept reads its hours again', async () => {
    let now = Date.parse('2026-11-28T12:00:00.000Z');
    const store = new ReportHourStore(test.db.kysely, undefined, { now: () => now });
    await setHandleMs(first, 3_000);
    expect(await heldHandleMs(store, first)).toBe(3_000);

    // Written and pruned before this store reads again: the change that would tell it is gone. (On PostgreSQL a
    // transaction in flight elsewhere in the cluster holds the bound back until it ends: pruned once it has.)
    await setHandleMs(first, 4_000);
    const pruner = new ReportChangePruner(test.db.kysely, 0);
    while ((await tenantChanges()).length > 0) await pruner.prune();

    now += REPORT_CHANGES_READ_WITHIN_MS + 1;
    expect(await heldHandleMs(store, first)).toBe(4_000);
    // And it follows the feed again from there.
    await setHandleMs(first, 5_000);
    expect(await heldHandleMs(store, first)).toBe(5_000);
  });

  it("keeps a quiet tenant's hours while the store reads its changes in the background", async () => {
    let now = Date.parse('2026-11-28T12:00:00.000Z');
    const store = new ReportHourStore(test.db.kysely, undefined, { now: () => now });
    const [held] = await store.hours(tenant.tenantId, start, end);
    // No report for longer than a read stays fresh, but a refresh in between: the hour is kept, not loaded again.
    now += REPORT_CHANGES_READ_WITHIN_MS - 1;
    await store.refresh();
    now += REPORT_CHANGES_READ_WITHIN_MS - 1;
    expect((await store.hours(tenant.tenantId, start, end))[0]).toBe(held);
    // A write read by a refresh is applied there, and shows in the next report.
    await setHandleMs(first, 8_000);
    await store.refresh();
    expect(await heldHandleMs(store, first)).toBe(8_000);
  });

  it('keeps the changes a store may still read: it deletes only below a bound noted the time kept ago', async () => {
    const pruner = new ReportChangePruner(test.db.kysely, 60_000);
    const at = Date.parse('2026-11-28T12:00:00.000Z');
    await setHandleMs(second, 6_000);
    // The bound noted now is used a minute later, not now.
    expect(await pruner.prune(at)).toBe(0);
    expect((await tenantChanges()).length).toBeGreaterThan(0);
    await setHandleMs(second, 7_000);
    const after = (await tenantChanges()).at(-1)!;
    await pruner.prune(at + 60_000);
    // The change written after the bound was noted stays.
    expect(await tenantChanges()).toContain(after);
  });
});
