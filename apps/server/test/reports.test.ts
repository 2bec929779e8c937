import type {
  AgentReportRow,
  AssistImpactReport,
  CorrectionsReport,
  Endpoint,
  EngagementSummary,
  FlowReport,
  FunnelReport,
  TimeInStageReport,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshConversationStages } from '../src/modules/conversations/conversation-writer.js';
import { REPORT_ROW_BYTES } from '../src/modules/conversations/report-queries.js';
import { expectAuthorityMatrix } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import {
  converse,
  GREETING,
  QUALIFY,
  RECOMMEND,
  type TenantWithProgram,
  tenantWithProgram,
  twoTenantsWithPrograms,
} from './support/engagement-fixtures.js';
import { after, saveStageOrder, storeConversation } from './support/report-fixtures.js';
import { sketched } from './support/sketch.js';
import { insertProgram } from './support/studio-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem } from './support/users.js';

const WGI = 'Warm Greet Intro';
const MAI = 'Medicare Advantage Inquiry';
const MPC = 'Medicare Plan Change';
const DII = 'Dental Insurance Inquiry';
const AQ = 'Agent Qualify';
const AD = 'Agent Discovery';
const AR = 'Agent Recommend';
const SG = 'Sincere Goodbye';
const ORDER = [WGI, MAI, MPC, DII, AQ, AD, AR, SG];

/*
 * A small set whose figures are worked out by hand below (times in seconds from each conversation's start):
 * C1 a1 assisted voice api   11-02 10:00Z  WGI 0, MAI 10, AQ 30, AQ 40, AR 100, SG 130      alerts: recorded-line
 * C2 a2 control  chat  import 11-03 09:00Z WGI 0, AR→AD 20, AQ 50, AR 80                   alerts: recorded-line, qualify
 * C3 no agent    voice api    11-08 23:30Z Other 0, Other 60   (Monday 00:30 in Berlin)
 * C5 a1 control  chat  import 11-04 12:00Z WGI 0, SG 5
 * C6 a1 assisted voice sim.   11-05 10:00Z WGI 0, AR 30       alerts: qualify (a simulator test chat: in no
 *                                                                    report unless the source filter asks)
 * C4 a1 assisted voice api   10-01 (outside the period), and a conversation of tenant B inside it.
 */
describe(`reports (${engine})`, () => {
  let test: TestApp;
  let a: TenantWithProgram;
  let b: TenantWithProgram;
  let agent1: number;
  let agent2: number;
  let c1: string;
  let c2: string;
  let c3: string;
  let c5: string;
  let c6: string;
  const period = 'from=2026-11-02&to=2026-11-08';

  beforeAll(async () => {
    test = await startTestApp();
    [a, b] = await twoTenantsWithPrograms(test, 'Reports', ['p-view_post-call-analytics_product']);
    for (const tenant of [a, b]) await saveStageOrder(test, tenant.tenantId, tenant.programId, ORDER);
    agent1 = (await createUser(test, { tenantPublicId: a.tenant.publicId })).id;
    agent2 = (await createUser(test, { tenantPublicId: a.tenant.publicId })).id;
    const programId = a.programId;
    const t1 = '2026-11-02T10:00:00.000Z';
    c1 = (
      await storeConversation(test, a.tenantId, {
        programId,
        agentUserId: agent1,
        group: 'assisted',
        channel: 'voice',
        source: 'api',
        messages: [
          { stage: WGI, at: t1 },
          { stage: MAI, at: after(t1, 10) },
          { stage: AQ, at: after(t1, 30) },
          { stage: AQ, at: after(t1, 40) },
          { stage: AR, at: after(t1, 100) },
          { stage: SG, at: after(t1, 130) },
        ],
        alerts: [{ ruleId: 'recorded-line-notice', severity: 'critical', index: 0 }],
      })
    ).engagementId;
    const t2 = '2026-11-03T09:00:00.000Z';
    c2 = (
      await storeConversation(test, a.tenantId, {
        programId,
        agentUserId: agent2,
        group: 'control',
        channel: 'chat',
        source: 'import',
        messages: [
          { stage: WGI, at: t2 },
          { stage: AR, corrected: AD, at: after(t2, 20) },
          { stage: AQ, at: after(t2, 50) },
          { stage: AR, at: after(t2, 80) },
        ],
        alerts: [
          { ruleId: 'recorded-line-notice', severity: 'critical', index: 0 },
          { ruleId: 'qualify-before-recommend', severity: 'warning', index: 1 },
        ],
      })
    ).engagementId;
    const t3 = '2026-11-08T23:30:00.000Z';
    c3 = (
      await storeConversation(test, a.tenantId, {
        programId,
        channel: 'voice',
        source: 'api',
        messages: [
          { stage: 'Other', at: t3, from: 'Visitor' },
          { stage: 'Other', at: after(t3, 60), from: 'Visitor' },
        ],
      })
    ).engagementId;
    const t5 = '2026-11-04T12:00:00.000Z';
    c5 = (
      await storeConversation(test, a.tenantId, {
        programId,
        agentUserId: agent1,
        group: 'control',
        channel: 'chat',
        source: 'import',
        messages: [
          { stage: WGI, at: t5 },
          { stage: SG, at: after(t5, 5) },
        ],
      })
    ).engagementId;
    const t6 = '2026-11-05T10:00:00.000Z';
    c6 = (
      await storeConversation(test, a.tenantId, {
        programId,
        agentUserId: agent1,
        group: 'assisted',
        channel: 'voice',
        source: 'simulator',
        messages: [
          { stage: WGI, at: t6 },
          { stage: AR, at: after(t6, 30) },
        ],
        alerts: [{ ruleId: 'qualify-before-recommend', severity: 'warning', index: 1 }],
      })
    ).engagementId;
    await storeConversation(test, a.tenantId, {
      programId,
      agentUserId: agent1,
      group: 'assisted',
      messages: [
        { stage: WGI, at: '2026-10-01T10:00:00.000Z' },
        { stage: AR, at: '2026-10-01T10:01:00.000Z' },
      ],
    });
    await storeConversation(test, b.tenantId, {
      programId: b.programId,
      messages: [
        { stage: WGI, at: '2026-11-03T10:00:00.000Z' },
        { stage: MPC, at: '2026-11-03T10:01:00.000Z' },
      ],
    });
  });
  afterAll(() => test.close());

  const get = async <T>(report: string, query: string, member = a.member, publicId = a.tenant.publicId) => {
    const response = await member.client.request('GET', `/${publicId}/api/reports/${report}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json() as T, headers: response.headers };
  };
  const csv = async (report: string, query: string) => {
    const response = await a.member.client.request(
      'GET',
      `/${a.tenant.publicId}/api/reports/${report}?${query}`,
      undefined,
      { headers: { accept: 'text/csv' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    return response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };

  it('counts how many conversations reached each stage of the order, and apart those outside it', async () => {
    const { body } = await get<FunnelReport>('funnel', period);
    expect(body.conversations).toBe(4);
    expect(body.timeZone).toBe('UTC');
    const rows = (counts: [string, number][]) =>
      counts.map(([stage, reached]) => ({ stage, reached, reachedShare: reached / 4 }));
    expect(body.stages).toEqual(
      rows([
        [WGI, 3],
        [MAI, 1],
        [MPC, 0],
        [DII, 0],
        [AQ, 2],
        [AD, 1],
        [AR, 2],
        [SG, 2],
      ]),
    );
    // Not in Anchor and Other have no place in an order: reported apart, both always.
    expect(body.outsideOrder).toEqual(
      rows([
        ['Not in Anchor', 0],
        ['Other', 1],
      ]),
    );
  });

  it('measures time in stage by runs, with continuous percentiles, and handle time', async () => {
    const { body } = await get<TimeInStageReport>('time-in-stage', period);
    const row = (stage: string, conversations: number, median: number | null, p90: number | null) => ({
      stage,
      conversations,
      medianSeconds: sketched(median),
      p90Seconds: sketched(p90),
    });
    // WGI lasts 10 (C1), 20 (C2), 5 (C5): median 10, p90 at position 1.8 = 10 + 0.8 × 10.
    // AQ: C1's run 30→100 is 70, C2's 50→80 is 30. AR: C1 30, C2 0 (its last message). SG: 0 and 0.
    expect(body.stages).toEqual([
      row(WGI, 3, 10, 18),
      row(MAI, 1, 20, 20),
      row(MPC, 0, null, null),
      row(DII, 0, null, null),
      row(AQ, 2, 50, 66),
      row(AD, 1, 30, 30),
      row(AR, 2, 15, 27),
      row(SG, 2, 0, 0),
      row('Other', 1, 60, 60),
    ]);
    // Handle times 5, 60, 80, 130: median 70, p90 at position 2.7 = 80 + 0.7 × 50.
    expect(body.handleTime).toEqual({ medianSeconds: sketched(70), p90Seconds: sketched(115) });
    expect(body.weekly.map((week) => week.weekStart)).toEqual(Array(9).fill('2026-11-02'));
    expect(body.weekly.map((week) => week.medianSeconds)).toEqual(
      [10, 20, null, null, 50, 30, 15, 0, 60].map(sketched),
    );
  });

  it("counts days and weeks in the tenant's time zone", async () => {
    await test.db.kysely
      .updateTable('tenant')
      .set({ time_zone: 'Europe/Berlin' })
      .where('id', '=', a.tenantId)
      .execute();
    try {
      // C3 started at 23:30 UTC on Sunday 8 November: 00:30 on Monday 9 November in Berlin.
      expect((await get<FunnelReport>('funnel', period)).body.conversations).toBe(3);
      const { body } = await get<TimeInStageReport>('time-in-stage', 'from=2026-11-02&to=2026-11-09');
      expect(body.timeZone).toBe('Europe/Berlin');
      const other = body.weekly.filter((week) => week.stage === 'Other');
      expect(other).toEqual([
        { weekStart: '2026-11-02', stage: 'Other', medianSeconds: null },
        { weekStart: '2026-11-09', stage: 'Other', medianSeconds: sketched(60) },
      ]);
    } finally {
      await test.db.kysely
        .updateTable('tenant')
        .set({ time_zone: 'UTC' })
        .where('id', '=', a.tenantId)
        .execute();
    }
  });

  it('finds skipped stages, stages out of order and alerts by rule', async () => {
    const { body } = await get<FlowReport>('flow', period);
    expect(body.conversations).toBe(4);
    expect(body.skipped).toEqual(
      ORDER.map((stage, index) => ({ stage, conversations: [0, 2, 3, 3, 1, 2, 1, 0][index] })),
    );
    // C2 reached Agent Discovery (message 1) before its first Agent Qualify (message 2).
    // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
    expect(body.outOfOrder).toEqual([{ first: AD, then: AQ, conversations: 1 }]);
    expect(body.alerts).toEqual([
      { ruleId: 'recorded-line-notice', severity: 'critical', alerts: 2, conversations: 2 },
      { ruleId: 'qualify-before-recommend', severity: 'warning', alerts: 1, conversations: 1 },
    ]);
  });

  it('compares assisted conversations with the control group', async () => {
    const { body } = await get<AssistImpactReport>('assist-impact', period);
    expect(body.assisted).toMatchObject({
      conversations: 1,
      agents: 1,
      reachedRecommend: 1,
      reachedRecommendRate: 1,
      medianHandleSeconds: sketched(130),
      alertsPerConversation: 1,
    });
    // Wilson 95 % for 1 of 1: centre (1 + z²/2)/(1 + z²) = 0.60327, half-width 0.39673.
    expect(body.assisted.rateCi95![0]).toBeCloseTo(0.20655, 4);
    expect(body.assisted.rateCi95![1]).toBeCloseTo(1, 6);
    expect(body.control).toMatchObject({
      conversations: 2,
      agents: 2,
      reachedRecommend: 1,
      reachedRecommendRate: 0.5,
      medianHandleSeconds: sketched(42.5),
      alertsPerConversation: 1,
    });
    // 1 of 2: centre 0.5, half-width (z/(1+z²/2))·sqrt(1/8 + z²/16) = 0.40547.
    expect(body.control.rateCi95![0]).toBeCloseTo(0.09453, 4);
    expect(body.rateDifference).toBe(0.5);
    // Pooled 2/3, se = sqrt(2/9 × 1.5) = 0.57735, z = 0.866: two-sided p = 0.38643.
    expect(body.pValue).toBeCloseTo(0.38643, 4);
    expect(body.enoughData).toBe(false);
    expect(body.significant).toBe(false);
  });

  it('lists agents with their group over the period, sorted and paged', async () => {
    const { body, headers } = await get<AgentReportRow[]>('agents', period);
    expect(headers['x-total-count']).toBe('2');
    expect(body.map((row) => [row.agent.id, row.group, row.conversations])).toEqual([
      [agent1, 'mixed', 2],
      [agent2, 'control', 1],
    ]);
    expect(body[0]).toMatchObject({
      reachedRecommendRate: 0.5,
      medianHandleSeconds: sketched(67.5),
      alertsPerConversation: 0.5,
      corrections: 0,
    });
    expect(body[1]).toMatchObject({
      reachedRecommendRate: 1,
      medianHandleSeconds: sketched(80),
      corrections: 1,
    });
    const sorted = await get<AgentReportRow[]>(
      'agents',
      `${period}&sort=medianHandleSeconds,asc&size=1&page=0`,
    );
    expect(sorted.body.map((row) => row.agent.id)).toEqual([agent1]);
    expect(sorted.headers['x-total-count']).toBe('2');
    const filtered = await get<AgentReportRow[]>('agents', `${period}&agentId=${agent2}`);
    expect(filtered.body.map((row) => row.agent.id)).toEqual([agent2]);
  });

  it("counts the engine's labels that supervisors corrected", async () => {
    const { body } = await get<CorrectionsReport>('corrections', period);
    const row = (stage: string, messages: number, corrected: number) => ({
      stage,
      messages,
      corrected,
      correctedShare: messages === 0 ? null : corrected / messages,
    });
    expect(body.byStage).toEqual([
      row(WGI, 3, 0),
      row(MAI, 1, 0),
      row(MPC, 0, 0),
      row(DII, 0, 0),
      row(AQ, 3, 0),
      row(AD, 0, 0),
      row(AR, 3, 1),
      row(SG, 2, 0),
      row('Other', 2, 0),
    ]);
    expect(body.weekly).toEqual([{ weekStart: '2026-11-02', messages: 14, corrected: 1 }]);
    expect(body.confusions).toEqual([{ engineStage: AR, stage: AD, count: 1 }]);
    expect(body.testRuns).toEqual([]);
  });

  it('filters by program, agent, channel, source and group', async () => {
    const count = async (query: string) =>
      (await get<FunnelReport>('funnel', `${period}&${query}`)).body.conversations;
    expect(await count(`programId=${a.programId}`)).toBe(4);
    expect(await count(`agentId=${agent1}`)).toBe(2);
    expect(await count('channel=chat')).toBe(2);
    expect(await count('source=import')).toBe(2);
    expect(await count('source=api')).toBe(2);
    // The simulator's test chats count only when the source filter asks for them.
    expect(await count('source=simulator')).toBe(1);
    expect(await count('group=assisted')).toBe(1);
    expect(await count('group=control')).toBe(2);
    expect(await count('channel=sms')).toBe(0);
    const empty = (await get<FunnelReport>('funnel', `${period}&channel=sms`)).body;
    expect(empty.stages[0]).toEqual({ stage: WGI, reached: 0, reachedShare: null });
  });

  it('drills down to the conversations behind a figure', async () => {
    const ids = async (query: string) => {
      const { body, headers } = await get<EngagementSummary[]>('conversations', `${period}&${query}`);
      // The count is of the same conversations as the page (all on one page here).
      expect(headers['x-total-count']).toBe(String(body.length));
      return body.map((row) => row.engagementId).sort();
    };
    expect(await ids(`reached=${encodeURIComponent(AR)}`)).toEqual([c1, c2].sort());
    // Skipped Agent Qualify: C5 reached Sincere Goodbye without it; C3 reached no stage of the order, so skipped none.
    expect(await ids(`notReached=${encodeURIComponent(AQ)}`)).toEqual([c5]);
    // Each skipped bar of the flow lists as many conversations as it counts.
    const flow = (await get<FlowReport>('flow', period)).body;
    for (const { stage, conversations } of flow.skipped)
      expect((await ids(`notReached=${encodeURIComponent(stage)}`)).length, stage).toBe(conversations);
    expect(await ids(`notReached=${encodeURIComponent(SG)}`)).toEqual([]);
    // Out of order: C2 reached Agent Discovery before its first Agent Qualify; each pair lists what it counts.
    const pair = (first: string, then: string) =>
      ids(`pairFirst=${encodeURIComponent(first)}&pairThen=${encodeURIComponent(then)}`);
    expect(await pair(AD, AQ)).toEqual([c2]);
    expect(await pair(AQ, AD)).toEqual([]);
    // Greeting before Agent Recommend is the order's own: no bar counts it, and the list is empty.
    expect(await pair(WGI, AR)).toEqual([]);
    for (const row of flow.outOfOrder)
      expect((await pair(row.first, row.then)).length).toBe(row.conversations);
    const half = await a.member.client.request(
      'GET',
      `/${a.tenant.publicId}/api/reports/conversations?${period}&pairFirst=${encodeURIComponent(AD)}`,
    );
    expect(expectProblem(half, 400).fieldErrors?.[0]?.field).toBe('pairThen');
    expect(await ids('ruleId=qualify-before-recommend')).toEqual([c2]);
    const page = await get<EngagementSummary[]>('conversations', `${period}&size=2&sort=startedDate,desc`);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((row) => row.engagementId)).toEqual([c3, c5]);
  });

  it("leaves the simulator's test chats out of every figure, list and CSV unless the source filter asks", async () => {
    // C6 (simulator, agent 1, assisted, WGI then AR, a qualify alert) counts nowhere above; asked for, it is all.
    const simulator = 'source=simulator';
    const funnel = (await get<FunnelReport>('funnel', `${period}&${simulator}`)).body;
    expect(funnel.conversations).toBe(1);
    expect(funnel.stages.filter((row) => row.reached > 0).map((row) => row.stage)).toEqual([WGI, AR]);
    const flow = (await get<FlowReport>('flow', `${period}&${simulator}`)).body;
    expect(flow.alerts).toEqual([
      { ruleId: 'qualify-before-recommend', severity: 'warning', alerts: 1, conversations: 1 },
    ]);
    const agents = (await get<AgentReportRow[]>('agents', `${period}&${simulator}`)).body;
    expect(agents.map((row) => [row.agent.id, row.group, row.conversations])).toEqual([
      [agent1, 'assisted', 1],
    ]);
    const assist = (await get<AssistImpactReport>('assist-impact', period)).body;
    expect(assist.assisted.conversations).toBe(1);
    const listed = async (query: string) =>
      (await get<EngagementSummary[]>('conversations', `${period}&${query}`)).body.map(
        (row) => row.engagementId,
      );
    expect(await listed(`reached=${encodeURIComponent(AR)}`)).not.toContain(c6);
    expect(await listed('ruleId=qualify-before-recommend')).toEqual([c2]);
    expect(await listed(`${simulator}&reached=${encodeURIComponent(AR)}`)).toEqual([c6]);
    const ids = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids(await csv('conversations', period))).not.toContain(c6);
    expect(ids(await csv('conversations', `${period}&${simulator}`))).toEqual([c6]);
  });

  it("judges skips and out-of-order stages of all programs against each conversation's own program's order", async () => {
    const own = await tenantWithProgram(
      test,
      { tenantName: 'Reports orders', programName: 'Reports orders default' },
      ['p-view_post-call-analytics_product'],
    );
    // A second program qualifies before its inquiry and has no Medicare stage nor Agent Discovery.
    const dental = await insertProgram(test, own.tenantId, 'Reports orders dental');
    const dentalOrder = [WGI, AQ, DII, AR, SG];
    await saveStageOrder(test, own.tenantId, own.programId, ORDER);
    await saveStageOrder(test, own.tenantId, dental, dentalOrder);
    const t = '2026-11-03T10:00:00.000Z';
    const store = async (programId: number, stages: string[]) =>
      (
        await storeConversation(test, own.tenantId, {
          programId,
          source: 'import',
          messages: stages.map((stage, i) => ({ stage, at: after(t, i * 10) })),
        })
      ).engagementId;
    // Against the default order D1 would skip MAI, MPC and AD and have AQ before DII; against its own, nothing.
    await store(dental, [WGI, AQ, DII, AR, SG]);
    // D2 reached DII before its first AQ: out of order in its own program only.
    const d2 = await store(dental, [WGI, DII, AQ, AR]);
    // E1, of the default order, skipped MAI, MPC, DII (AQ later) and AD (AR later).
    const e1 = await store(own.programId, [WGI, AQ, AR]);

    const report = async <T>(name: string, query: string) =>
      (await get<T>(name, `${period}${query}`, own.member, own.tenant.publicId)).body;
    const all = await report<FlowReport>('flow', '');
    expect(all.conversations).toBe(3);
    expect(all.skipped).toEqual(
      ORDER.map((stage) => ({ stage, conversations: [MAI, MPC, DII, AD].includes(stage) ? 1 : 0 })),
    );
    // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
    expect(all.outOfOrder).toEqual([{ first: DII, then: AQ, conversations: 1 }]);
    const onlyDental = await report<FlowReport>('flow', `&programId=${dental}`);
    expect(onlyDental.skipped).toEqual(dentalOrder.map((stage) => ({ stage, conversations: 0 })));
    expect(onlyDental.outOfOrder).toEqual(all.outOfOrder);

    // Each bar lists the conversations it counts, by the same rule.
    const ids = async (query: string) => {
      const { body, headers } = await get<EngagementSummary[]>(
        'conversations',
        `${period}&${query}`,
        own.member,
        own.tenant.publicId,
      );
      expect(headers['x-total-count']).toBe(String(body.length));
      return body.map((row) => row.engagementId);
    };
    for (const { stage, conversations } of all.skipped)
      expect(await ids(`notReached=${encodeURIComponent(stage)}`), stage).toHaveLength(conversations);
    expect(await ids(`notReached=${encodeURIComponent(MAI)}`)).toEqual([e1]);
    expect(await ids(`notReached=${encodeURIComponent(DII)}`)).toEqual([e1]);
    const pair = (first: string, then: string) =>
      ids(`pairFirst=${encodeURIComponent(first)}&pairThen=${encodeURIComponent(then)}`);
    expect(await pair(DII, AQ)).toEqual([d2]);
    expect(await pair(AQ, DII)).toEqual([]);
    expect(await pair(DII, AQ)).toHaveLength(all.outOfOrder[0]!.conversations);
    // The funnel lists the first program's order, then the stages of the others' it lacks (none here).
    expect((await report<FunnelReport>('funnel', '')).stages.map((row) => row.stage)).toEqual(ORDER);
    expect(
      (await report<FunnelReport>('funnel', `&programId=${dental}`)).stages.map((row) => row.stage),
    ).toEqual(dentalOrder);
  });

  it('answers each report as CSV, and the conversations as one row each, newest first', async () => {
    expect(await csv('funnel', period)).toEqual([
      'stage,reached,reachedShare',
      `${WGI},3,0.75`,
      `${MAI},1,0.25`,
      `${MPC},0,0`,
      `${DII},0,0`,
      `${AQ},2,0.5`,
      `${AD},1,0.25`,
      `${AR},2,0.5`,
      `${SG},2,0.5`,
    ]);
    expect(await csv('funnel', `${period}&table=outsideOrder`)).toEqual([
      'stage,reached,reachedShare',
      'Not in Anchor,0,0',
      'Other,1,0.25',
    ]);
    expect(await csv('flow', `${period}&table=outOfOrder`)).toEqual([
      'first,then,conversations',
      `${AD},${AQ},1`,
    ]);
    const lines = await csv('conversations', period);
    expect(lines[0]).toBe(
      'engagementId,program,agent,group,channel,source,start,handleSeconds,stagesReached,alerts,corrections',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([c3, c5, c2, c1]);
    const agent2Login = (await get<AgentReportRow[]>('agents', `${period}&agentId=${agent2}`)).body[0]!.agent
      .login;
    expect(lines[3]).toBe(
      [
        c2,
        'Reports program A',
        agent2Login,
        'control',
        'chat',
        'import',
        '2026-11-03T09:00:00.000Z',
        80,
        `${WGI} > ${AD} > ${AQ} > ${AR}`,
        2,
        1,
      ].join(','),
    );
  });

  it("reads the conversations CSV's batches within the reports' byte bound, and holds nothing after", async () => {
    const work = test.app.context.reportWork;
    const read = work.read.bind(work);
    let batches = 0;
    let held = 0;
    work.read = async (query, figures) =>
      read(query, (rows) => {
        batches++;
        // While a batch is written, its rows are counted in the bound (`cache_bytes{cache="reports"}`).
        held = Math.max(held, work.calculatedSize);
        return figures(rows);
      });
    try {
      expect((await csv('conversations', period)).length).toBe(5);
    } finally {
      work.read = read;
    }
    expect(batches).toBe(1);
    expect(held).toBeGreaterThanOrEqual(4 * REPORT_ROW_BYTES);
    const metrics = (await test.app.inject({ method: 'GET', url: '/management/prometheus' })).body;
    expect(metrics).toMatch(/^cache_bytes\{cache="reports"\} 0$/m);
    expect(metrics).toMatch(/^cache_entries\{cache="reports"\} 0$/m);
  });

  it('refuses bad filters with field errors, and another tenant ids as unknown ones', async () => {
    const bad = async (query: string, field: string) => {
      const response = await a.member.client.request(
        'GET',
        `/${a.tenant.publicId}/api/reports/funnel?${query}`,
      );
      expectProblem(response, 400);
      expect(response.json().fieldErrors.map((error: { field: string }) => error.field)).toContain(field);
    };
    await bad('from=2026-11-08&to=2026-11-02', 'to');
    await bad('from=2025-01-01&to=2026-11-02', 'to');
    await bad('from=2026-02-30', 'from');
    await bad('from=yesterday', 'from');
    await bad('source=fax', 'source');
    await bad('group=everyone', 'group');
    await bad('programId=abc', 'programId');
    await bad(`programId=${b.programId}`, 'programId');
    await bad('programId=999999', 'programId');
    await bad('agentId=999999', 'agentId');
    await bad(`agentId=${b.member.userId}`, 'agentId');
    const other = await a.member.client.request(
      'GET',
      `/${a.tenant.publicId}/api/reports/funnel?programId=${b.programId}`,
    );
    const none = await a.member.client.request(
      'GET',
      `/${a.tenant.publicId}/api/reports/funnel?programId=999999`,
    );
    expect(other.json()).toEqual(none.json());
  });

  it('keeps each tenant to its own conversations', async () => {
    const { body } = await get<FunnelReport>('funnel', period, b.member, b.tenant.publicId);
    expect(body.conversations).toBe(1);
    expect(body.stages.find((row) => row.stage === MPC)?.reached).toBe(1);
    const denied = await b.member.client.request('GET', `/${a.tenant.publicId}/api/reports/funnel?${period}`);
    expect(denied.statusCode).toBe(404);
  });

  it('keeps the reports current with each live message and correction, in their transactions', async () => {
    const live = await tenantWithProgram(
      test,
      { tenantName: 'Reports live', programName: 'Reports live program' },
      ['p-view_post-call-analytics_product', 'p-correct_stage_labels', 'ROLE_SUPERVISOR'],
    );
    const today = new Date().toISOString().slice(0, 10);
    const query = `from=${today}&to=${today}`;
    const funnel = async () =>
      (await get<FunnelReport>('funnel', query, live.member, live.tenant.publicId)).body;
    const stageRows = async () =>
      test.db.kysely
        .selectFrom('conversation_stage')
        .select(['stage', 'messages', 'first_index', 'duration_ms', 'engine_messages', 'corrected'])
        .where('tenant_id', '=', live.tenantId)
        .orderBy('stage')
        .execute();

    const { engagementId, labels } = await converse(test.app, live, [
      GREETING,
      QUALIFY,
      RECOMMEND,
      RECOMMEND,
    ]);
    const reachedOf = (report: FunnelReport, stage: string) =>
      [...report.stages, ...report.outsideOrder].find((row) => row.stage === stage)?.reached;
    const before = await funnel();
    expect(before.conversations).toBe(1);
    for (const label of labels) expect(reachedOf(before, label.stage)).toBe(1);

    // The rows kept message by message are the rows a full rebuild from the messages gives.
    const kept = await stageRows();
    const conversation = await test.db.kysely
      .selectFrom('conversation')
      .select(['id', 'handle_ms', 'first_message_date'])
      .where('engagement_id', '=', engagementId)
      .executeTakeFirstOrThrow();
    await refreshConversationStages(test.db.kysely, test.db.dialect, live.tenantId, conversation.id, {
      replace: true,
    });
    expect(await stageRows()).toEqual(kept);
    expect(conversation.first_message_date).toBe(labels[0]!.time);
    expect(Number(conversation.handle_ms)).toBe(
      Date.parse(labels.at(-1)!.time) - Date.parse(labels[0]!.time),
    );

    // A supervisor's correction shows at once.
    const corrected = labels[0]!.stage === 'Other' ? 'Not in Anchor' : 'Other';
    const response = await live.member.client.request(
      'PUT',
      `/${live.tenant.publicId}/api/engagements/${engagementId}/messages/0/stage`,
      { stage: corrected },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(reachedOf(await funnel(), corrected)).toBe(1);
    const corrections = (
      await get<CorrectionsReport>('corrections', query, live.member, live.tenant.publicId)
    ).body;
    expect(corrections.confusions).toEqual([{ engineStage: labels[0]!.stage, stage: corrected, count: 1 }]);
  });

  it('lets in only the authority of the access table', async () => {
    await expectAuthorityMatrix(
      test,
      a.tenant.publicId,
      ['funnel', 'time-in-stage', 'flow', 'assist-impact', 'agents', 'corrections', 'conversations'].map(
        (report) => ({
          endpoint: `GET /:tenantPublicId/api/reports/${report}` as Endpoint,
          path: `/${a.tenant.publicId}/api/reports/${report}?${period}`,
        }),
      ),
    );
    const anonymous = await test.client().request('GET', `/${a.tenant.publicId}/api/reports/funnel`);
    expect(anonymous.statusCode).toBe(401);
  });
});
