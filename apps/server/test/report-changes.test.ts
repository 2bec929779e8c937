import type { CorrectionsReport, FunnelReport } from '@parlance/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportQueries } from '../src/modules/conversations/report-queries.js';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import {
  converse,
  GREETING,
  QUALIFY,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { storeConversation } from './support/report-fixtures.js';
import { sketched } from './support/sketch.js';
import type { TestApp } from './support/test-app.js';
import { reportOf, startTwoServers, type TwoServers } from './support/two-servers.js';

/*
 * Reports are computed by the database from the rows every write keeps (REPORTING.md "Storage"): a write through
 * one server shows in the next report of every server on the same database, at once, and the writes of one tenant
 * and hour share no row that would make them wait on each other.
 */
describe(`report freshness (${engine})`, () => {
  let servers: TwoServers;
  let test: TestApp;
  let tenant: TenantWithProgram;
  /** The member's session, on the second server. */
  let onSecond: TestClient;
  let report: ReturnType<typeof reportOf>;

  beforeAll(async () => {
    // SQLite on a file, so that the second server opens the same database (and reads reports on its read worker).
    servers = await startTwoServers();
    test = servers.test;
    tenant = await tenantWithProgram(test, { tenantName: 'Report freshness', programName: 'Fresh program' }, [
      'p-view_post-call-analytics_product',
      'p-correct_stage_labels',
      'ROLE_SUPERVISOR',
    ]);
    onSecond = servers.onSecond(tenant.member.client);
    report = reportOf(tenant.tenant.publicId);
  }, 60_000);

  afterAll(async () => {
    await servers?.close();
  });

  it("shows a message and a correction written through one server in the other's next report", async () => {
    const before = (await report<FunnelReport>(onSecond, 'funnel')).conversations;
    const written = await converse(test.app, tenant, [GREETING, QUALIFY]);
    // The very next report of the other server: no wait, no poll.
    expect((await report<FunnelReport>(onSecond, 'funnel')).conversations).toBe(before + 1);
    expect((await report<FunnelReport>(tenant.member.client, 'funnel')).conversations).toBe(before + 1);

    const corrected = written.labels[1]!.stage === 'Other' ? 'Not in Anchor' : 'Other';
    const response = await tenant.member.client.request(
      'PUT',
      `/${tenant.tenant.publicId}/api/engagements/${written.engagementId}/messages/1/stage`,
      { stage: corrected },
    );
    expect(response.statusCode, response.body).toBe(200);
    const corrections = await report<CorrectionsReport>(onSecond, 'corrections');
    expect(corrections.confusions).toEqual([
      { engineStage: written.labels[1]!.stage, stage: corrected, count: 1 },
    ]);
    // Both servers answer the same figures.
    expect(await report<CorrectionsReport>(tenant.member.client, 'corrections')).toEqual(corrections);
  });

  it.runIf(engine === 'postgres')(
    'lets two transactions of one tenant and hour write at once, and counts a transaction that commits last',
    async () => {
      const HOUR = '2026-11-10T10';
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
      const selection = {
        tenantId: tenant.tenantId,
        start: `${HOUR}:00:00.000Z`,
        end: '2026-11-10T11:00:00.000Z',
      };
      const p90 = async () => (await reportQueries(test.db.kysely, selection).handleTime()).p90Ms;
      expect(await p90()).toEqual(sketched(30_000));

      const open = new pg.Client({ connectionString: test.url });
      const other = new pg.Client({ connectionString: test.url });
      await open.connect();
      await other.connect();
      try {
        // The first transaction writes first and stays open.
        await open.query('begin');
        await open.query('update conversation set handle_ms = 100000 where id = $1', [first]);
        // The second, of the same tenant and hour, must not wait on it: a wait would fail after lock_timeout.
        await other.query(`set lock_timeout = '5s'`);
        await other.query('begin');
        await other.query('update conversation set handle_ms = 50000 where id = $1', [secondId]);
        const waiting = await other.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waiting.rows[0]!.count)).toBe(0);
        await other.query('commit');
        // 30 s and 50 s: p90 at position 0.9 = 30 + 0.9 × 20.
        expect(await p90()).toEqual(sketched(48_000));
        // The first commits after the second: the next report counts it. 50 s and 100 s: 50 + 0.9 × 50.
        await open.query('commit');
        expect(await p90()).toEqual(sketched(95_000));
      } finally {
        await open.query('rollback').catch(() => undefined);
        await open.end();
        await other.end();
      }
    },
  );
});
