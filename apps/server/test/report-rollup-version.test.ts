import type { AgentReportRow, TimeInStageReport } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLLUP_KIND, ROLLUP_VERSION } from '../src/modules/conversations/report-rollup.js';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { storeConversation } from './support/report-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { reportOf } from './support/two-servers.js';
import { createUser } from './support/users.js';

/*
 * The fold's version (migration 030, REPORTING.md "Rollups"): rollups another version of the fold built are never
 * read, and are built again by this one; the agents report reads the rollups, with the base tables' figures.
 */

const FROM = '2025-03-03';
const TO = '2025-03-16';

describe(`report rollups and the fold's version (${engine})`, () => {
  let test: TestApp;
  let tenant: TenantWithProgram;
  let agent: number;

  beforeAll(async () => {
    // No timer: folds and builds happen when the test asks (and before reports).
    test = await startTestApp({ REPORT_FOLD_EVERY: '0' });
    tenant = await tenantWithProgram(
      test,
      { tenantName: 'Rollup version', programName: 'Rollup version program' },
      ['p-view_post-call-analytics_product'],
    );
    agent = (await createUser(test, { tenantPublicId: tenant.tenant.publicId })).id;
    for (const [day, seconds] of [
      ['04', 30],
      ['05', 90],
      ['12', 45],
    ] as const)
      await storeConversation(test, tenant.tenantId, {
        programId: tenant.programId,
        agentUserId: agent,
        group: 'assisted',
        channel: 'voice',
        messages: [
          { stage: 'Greeting', at: `2025-03-${day}T10:00:00.000Z` },
          {
            stage: 'Agent Recommend',
            at: `2025-03-${day}T10:00:${String(seconds % 60).padStart(2, '0')}.000Z`,
          },
          { stage: 'Agent Recommend', at: `2025-03-${day}T10:0${Math.floor(seconds / 60) + 1}:00.000Z` },
        ],
      });
    await test.app.context.reportRollups.foldAll();
  });
  afterAll(() => test.close());

  const report = <T>(name: string, query = '') =>
    reportOf(tenant.tenant.publicId)<T>(tenant.member.client, name, `from=${FROM}&to=${TO}${query}`);
  const state = () =>
    test.db.kysely
      .selectFrom('report_rollup_state')
      .select(['version', 'built'])
      .where('tenant_id', '=', tenant.tenantId)
      .executeTakeFirstOrThrow();

  it('builds rollups of another fold version again, and reads the base tables until then', async () => {
    const { reportRollups } = test.app.context;
    expect(await state()).toEqual({ version: ROLLUP_VERSION, built: 1 });
    const fromRollups = {
      agents: await report<AgentReportRow[]>('agents'),
      time: await report<TimeInStageReport>('time-in-stage'),
    };
    expect(fromRollups.agents).toHaveLength(1);
    expect(fromRollups.agents[0]).toMatchObject({
      conversations: 3,
      reachedRecommendRate: 1,
      corrections: 0,
    });
    // As if an earlier fold had built them: its rows are wrong on purpose, and must never be read.
    await test.db.kysely
      .updateTable('report_rollup_state')
      .set({ version: ROLLUP_VERSION - 1 })
      .where('tenant_id', '=', tenant.tenantId)
      .execute();
    await test.db.kysely
      .updateTable('report_all_week')
      .set({ conversations: 1000 })
      .where('tenant_id', '=', tenant.tenantId)
      .where('kind', '=', ROLLUP_KIND.agentCounts)
      .execute();
    const before = { ...reportRollups.stats };
    expect(await report<AgentReportRow[]>('agents')).toEqual(fromRollups.agents);
    expect(reportRollups.stats.base - before.base).toBe(1);
    expect(reportRollups.stats.rollup - before.rollup).toBe(0);
    // The folder builds them again from nothing, by this version.
    await reportRollups.foldAll();
    expect(await state()).toEqual({ version: ROLLUP_VERSION, built: 1 });
    const after = { ...reportRollups.stats };
    expect(await report<AgentReportRow[]>('agents')).toEqual(fromRollups.agents);
    expect(await report<TimeInStageReport>('time-in-stage')).toEqual(fromRollups.time);
    expect(reportRollups.stats.rollup - after.rollup).toBe(2);
    // With the rollups off (the base tables), the same answers.
    reportRollups.enabled = false;
    try {
      expect(await report<AgentReportRow[]>('agents')).toEqual(fromRollups.agents);
      expect(await report<AgentReportRow[]>('agents', '&channel=voice')).toEqual(fromRollups.agents);
      expect(await report<TimeInStageReport>('time-in-stage')).toEqual(fromRollups.time);
    } finally {
      reportRollups.enabled = true;
    }
    expect(await report<AgentReportRow[]>('agents', '&channel=voice')).toEqual(fromRollups.agents);
    expect(await report<AgentReportRow[]>('agents', '&channel=chat')).toEqual([]);
  });
});
